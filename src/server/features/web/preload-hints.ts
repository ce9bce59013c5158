// <link rel="modulepreload"> and font preloads per page, read from the Vite build manifest. Without them a first
// visit is a waterfall: the browser fetches the entry script, runs it, and only then learns which screen's chunks
// it needs (and the stylesheet must arrive before the fonts are requested). With them, the screen's code and the two
// text fonts download in parallel with the entry. Only the screens a first visit lands on are listed; every other
// screen still loads its chunks after the entry, as before.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREFETCH_META } from '@shared/prefetch-meta';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Public landing pages → their route module in src/client/app/routes (see src/client/app/router.tsx). */
const LANDING_SCREENS: Array<{ path: RegExp; module: string }> = [
  { path: /^\/$/, module: 'app/routes/landing.tsx' },
  { path: /^\/job\/[^/]+\/?$/, module: 'app/routes/public-job.tsx' },
  { path: /^\/advisor\/[^/]+\/?$/, module: 'app/routes/public-advisor.tsx' },
  { path: /^\/position\/[^/]+\/?$/, module: 'app/routes/public-position.tsx' },
  { path: /^\/pricing\/?$/, module: 'app/routes/pricing.tsx' },
  { path: /^\/auth\/?$/, module: 'app/routes/auth.tsx' },
];

/** The module the entry (main.tsx) starts the application with. */
const APP_MODULE = 'boot.tsx';
/** The dialog parts, loaded on the first open of any dialog (the header's menu, Share). */
const DIALOG_MODULE = 'components/ui/modal-parts.ts';

/** The Latin subsets of the body and display fonts: every page shows text in both above the fold. */
const PRELOADED_FONTS = [/inter-latin-wght-normal/, /fraunces-latin-wght-normal/];

function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, seen);
  return seen;
}

export type PreloadHints = (path: string, serverRendered: boolean) => string;

/** Reads the manifest once; a build without one (or a dev setup) gets no hints. */
export function loadPreloadHints(clientDir: string): PreloadHints {
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  // index.html already preloads the entry's own imports.
  const entryChunks = entryKey ? staticImports(manifest, entryKey) : new Set<string>();
  const scripts = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => !entryChunks.has(key))
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
  const preload = (keys: Iterable<string>) =>
    scripts(keys).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  // The application the entry starts, with the framework: every page needs it.
  const appChunks = staticImports(manifest, APP_MODULE);
  const appTags = preload(appChunks);

  const fontTags = Object.values(manifest)
    .filter((chunk) => PRELOADED_FONTS.some((font) => font.test(chunk.file)) && chunk.file.endsWith('.woff2'))
    .map((chunk) => `<link rel="preload" href="/${chunk.file}" as="font" type="font/woff2" crossorigin />`);

  const screens = LANDING_SCREENS.map(({ path, module }) => {
    const keys = [...staticImports(manifest, module)].filter((key) => !appChunks.has(key));
    // What the first tap on a server-rendered page needs: the application, the screen and the dialogs of the
    // header's menu and the Share button. The entry fetches them once the page has loaded and the browser is idle
    // (decision 013); as <link rel="prefetch"> in the head they would compete with the page's own fonts.
    const firstUse = new Set([...appChunks, ...keys, ...staticImports(manifest, DIALOG_MODULE)]);
    return {
      path,
      tags: preload(keys),
      prefetch: `<meta name="${PREFETCH_META}" content="${scripts(firstUse)
        .map((file) => `/${file}`)
        .join(' ')}" />`,
    };
  });

  return (path, serverRendered) => {
    const screen = screens.find((candidate) => candidate.path.test(path));
    // A server-rendered page is read before its code is needed: the entry starts the code on the visitor's first
    // sign of use (decision 013), so nothing competes with the page's stylesheet and fonts.
    if (serverRendered) return [...fontTags, ...(screen ? [screen.prefetch] : [])].join('\n    ');
    return [...fontTags, ...appTags, ...(screen?.tags ?? [])].join('\n    ');
  };
}
