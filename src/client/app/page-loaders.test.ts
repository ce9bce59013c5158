// Each page's loader lives beside its screen, `routes/<name>.loader.ts` (decision 054), and is found by the page's
// name. These checks keep the two properties the route table relies on: a loader belongs to a page the table
// declares (a misspelt file would otherwise never run), and a loader adds no feature code to the application's
// first download (decision 025: it imports the feature's query options on demand, so its queries start while the
// screen's chunk downloads).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loaderNames, pageOf, type PageDeclaration } from './page-table';
import { routes } from './router';

const ROUTES_DIR = join(import.meta.dirname, 'routes');

function declaredPages(list: RouteObject[], into: PageDeclaration[] = []): PageDeclaration[] {
  for (const route of list) {
    const declared = pageOf(route);
    if (declared) into.push(declared);
    if (route.children) declaredPages(route.children, into);
  }
  return into;
}
const pages = declaredPages(routes);
const nameOf = (declared: PageDeclaration) => declared.module.replace('app/routes/', '').replace('.tsx', '');

describe("pages' loaders beside their screens", () => {
  it('belong to pages the table declares, and each such page fetches with its loader', () => {
    const names = loaderNames();
    expect(names.length).toBeGreaterThan(0);
    const declared = new Map(pages.map((declaration) => [nameOf(declaration), declaration]));
    for (const name of names) {
      expect(declared.has(name), `routes/${name}.loader.ts has no page('${name}', …) in router.tsx`).toBe(
        true,
      );
      expect(declared.get(name)?.queries, name).toBeTypeOf('function');
    }
    const withQueries = pages.filter((declaration) => declaration.queries).map(nameOf);
    expect(withQueries.sort()).toEqual([...names].sort());
  });

  it('import only types statically; feature code is imported on demand', () => {
    const files = readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.loader.ts'));
    expect(files.length).toBe(loaderNames().length);
    for (const file of files) {
      const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
      const statics = [...source.matchAll(/^(import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)].map(
        (match) => match[2],
      );
      // Re-exporting another page's loader (the same profile for two pages) stays within the loaders.
      expect(
        statics.filter((from) => !/^\.\/[\w-]+\.loader$/.test(from ?? '')),
        file,
      ).toEqual([]);
    }
  });
});
