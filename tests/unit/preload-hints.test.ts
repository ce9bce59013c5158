import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPreloadHints } from '@server/features/web/preload-hints';

// The shape Vite writes to dist/client/.vite/manifest.json (trimmed to what the hints read).
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['boot.tsx'] },
  'boot.tsx': { file: 'assets/boot-h.js', imports: ['_react-b.js', 'index.html'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', imports: ['_react-b.js'] },
  'app/routes/public-job.tsx': { file: 'assets/public-job-d.js', imports: ['_card-c.js', 'index.html'] },
  'app/routes/my-profile.tsx': { file: 'assets/my-profile-e.js', imports: ['_card-c.js'] },
  'components/ui/modal-parts.ts': { file: 'assets/modal-parts-m.js', imports: ['_react-b.js'] },
  'styles/fonts/inter-latin-400-700.woff2': { file: 'assets/inter-latin-400-700-f.woff2' },
  // fontsource's own Latin file stays in the build (its @font-face is overridden), never preloaded.
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-o.woff2',
  },
  'node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2': {
    file: 'assets/inter-greek-wght-normal-g.woff2',
  },
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function hintsFor(files: object | undefined) {
  dir = mkdtempSync(join(tmpdir(), 'boardly-preload-'));
  if (files) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(files));
  }
  return loadPreloadHints(dir);
}

describe('preload hints', () => {
  const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />`;

  it("preloads the application, a public job page's own chunks and the Latin text font, never the entry", () => {
    const html = hintsFor(manifest)('app/routes/public-job.tsx', false);
    for (const file of ['boot-h.js', 'react-b.js', 'public-job-d.js', 'card-c.js']) {
      expect(html).toContain(preload(file));
    }
    expect(html).not.toContain('index-a.js');
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-latin-400-700-f.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(html).not.toContain('greek');
    expect(html).not.toContain('inter-latin-wght-normal');
  });

  it('gives a server-rendered page the fonts, and names the code it needs beyond the application without fetching it', () => {
    const html = hintsFor(manifest)('app/routes/public-job.tsx', true);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rel="prefetch"');
    expect(html).toContain('inter-latin-400-700-f.woff2');
    const listed = /<meta name="app-modules" content="([^"]*)" \/>/.exec(html)?.[1]?.split(' ');
    expect(listed?.sort()).toEqual(
      // The application's own chunks (boot, react) come with its import: listing them would fetch them twice.
      ['card-c.js', 'modal-parts-m.js', 'public-job-d.js'].map((file) => `/assets/${file}`),
    );
  });

  it('gives every page the route table names its own chunks; a path without a page the application alone', () => {
    const hints = hintsFor(manifest);
    const html = hints('app/routes/my-profile.tsx', false);
    for (const file of ['boot-h.js', 'react-b.js', 'my-profile-e.js', 'card-c.js'])
      expect(html).toContain(preload(file));
    expect(html).toContain('inter-latin-400-700-f.woff2');
    const unknown = hints(undefined, false);
    expect(unknown).toContain(preload('boot-h.js'));
    expect(unknown).not.toContain('card-c.js');
    expect(hintsFor(undefined)('app/routes/public-job.tsx', false)).toBe('');
  });
});
