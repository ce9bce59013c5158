// <link rel="modulepreload"> and font preloads per page, read from the Vite build manifest. Without them a first
// visit is a waterfall: the browser fetches the entry script, runs it, and only then learns which screen's chunks
// it needs (and the stylesheet must arrive before the fonts are requested). With them, the screen's code and the two
// text fonts download in parallel with the entry. The page's route module comes from the route table (decision 025:
// `describePage(path).module`), which is the only list of pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_MODULES_META, DIALOG_MODULES_META } from '@shared/app-modules-meta';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The module the entry (main.tsx) starts the application with. */
const APP_MODULE = 'boot.tsx';
/** The dialog parts, loaded on the first open of any dialog (the header's menu, Share). */
const DIALOG_MODULE = 'components/ui/modal-parts.ts';

/** The Latin subsets of the body and display fonts: every page shows text in both above the fold. */
const PRELOADED_FONTS = [/inter-latin-400-700/, /fraunces-latin-400-700/];

function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, seen);
  return seen;
}

/** `module`: the page's route module (`app/routes/<name>.tsx`), undefined for a path the table has no page for. */
export type PreloadHints = (module: string | undefined, serverRendered: boolean) => string;

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

  const dialogFiles = scripts(staticImports(manifest, DIALOG_MODULE))
    .map((file) => `/${file}`)
    .join(' ');

  const screens = new Map<string, { tags: string[]; modules: string }>();
  const screenOf = (module: string) => {
    if (!manifest[module]) return undefined;
    const known = screens.get(module);
    if (known) return known;
    const keys = [...staticImports(manifest, module)].filter((key) => !appChunks.has(key));
    // What a server-rendered page needs beyond the application the entry imports: the screen (which the router
    // would otherwise import only once the application runs) and the dialogs of the header's menu and the Share
    // button. The entry preloads them when it starts the application, after the first paint (decision 033); in the
    // head they would compete with the page's own fonts.
    const firstUse = new Set(
      [...keys, ...staticImports(manifest, DIALOG_MODULE)].filter((key) => !appChunks.has(key)),
    );
    const screen = {
      tags: preload(keys),
      modules: `<meta name="${APP_MODULES_META}" content="${scripts(firstUse)
        .map((file) => `/${file}`)
        .join(' ')}" />`,
    };
    // The dialogs alone, for a page that starts as islands (decision 059).
    screen.modules += `\n    <meta name="${DIALOG_MODULES_META}" content="${dialogFiles}" />`;
    screens.set(module, screen);
    return screen;
  };

  return (module, serverRendered) => {
    const screen = module ? screenOf(module) : undefined;
    // A server-rendered page is read before its code is needed: the entry starts the code after the first paint
    // (decision 033), so nothing competes with the page's stylesheet and fonts.
    if (serverRendered) return [...fontTags, ...(screen ? [screen.modules] : [])].join('\n    ');
    return [...fontTags, ...appTags, ...(screen?.tags ?? [])].join('\n    ');
  };
}
