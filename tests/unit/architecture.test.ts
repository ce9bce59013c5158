// Rules of docs/architecture.md that a lint rule cannot see file by file: the application has one home (only
// features/applications writes the `applications` table), every feature defines its endpoints the same way, and the
// server's features import each other without cycles (a cycle means two features are one, or a shared piece belongs
// in lib/ or a feature of its own).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FEATURES = 'src/server/features/';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A write through Drizzle (`.insert(applications)`, `.update(schema.applications)`) or in SQL text. */
const WRITES_APPLICATIONS = [
  /\.(insert|update|delete)\(\s*(?:\w+\.)?applications\s*\)/,
  /\b(update|insert\s+into|delete\s+from)\s+"?applications"?\b/i,
];

/**
 * The demo seed writes finished histories with their past timestamps, as the test factories do (tests/ is not
 * scanned); it changes no live application.
 */
const MAY_WRITE_APPLICATIONS = [`${FEATURES}applications/`, `${FEATURES}demo/`];

describe('the application has one home', () => {
  it('only features/applications writes the applications table', () => {
    const writers = sourceFiles('src')
      .filter((file) => !MAY_WRITE_APPLICATIONS.some((allowed) => file.startsWith(allowed)))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return WRITES_APPLICATIONS.some((pattern) => pattern.test(text));
      });
    expect(
      writers,
      'write applications through src/server/features/applications (docs/architecture.md)',
    ).toEqual([]);
  });

  it('the check sees a write', () => {
    expect(WRITES_APPLICATIONS.some((p) => p.test('await tx.update(applications).set({})'))).toBe(true);
    expect(WRITES_APPLICATIONS.some((p) => p.test('sql`update applications a set status = 1`'))).toBe(true);
    expect(WRITES_APPLICATIONS.some((p) => p.test('db.select().from(applications)'))).toBe(false);
  });
});

/** Feature → features it imports, from each file's import and export statements (type-only imports included). */
export function featureImportGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const featureOf = (path: string) =>
    path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : undefined;
  for (const file of sourceFiles(FEATURES.slice(0, -1))) {
    const from = featureOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = fileName.startsWith('.')
        ? relative(root, resolve(root, dirname(file), fileName))
            .split('\\')
            .join('/')
        : fileName.startsWith('@server/')
          ? `src/server/${fileName.slice('@server/'.length)}`
          : undefined;
      const to = target && featureOf(target);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The strongly connected components with more than one feature (Tarjan). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

describe('server features', () => {
  it('define their endpoints in <feature>.definitions.ts and handle them in <feature>.routes.ts', () => {
    const inline = sourceFiles(FEATURES.slice(0, -1)).filter(
      (file) => file.endsWith('.routes.ts') && /\bcreateRoute\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(inline, 'move the createRoute definitions into the feature’s .definitions.ts').toEqual([]);
  });

  it('import each other without cycles', () => {
    const graph = featureImportGraph();
    expect(graph.get('messaging')?.has('notifications')).toBe(true); // the graph sees imports
    expect(cyclesOf(graph), 'features importing each other in a cycle (docs/architecture.md)').toEqual([]);
  });

  it('the cycle check finds a cycle', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });
});
