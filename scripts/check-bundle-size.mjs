// Fails when a screen's initial JavaScript (gzip) is over budget. Reads the Vite build manifest, so run it after
// `npm run build` (or `vite build`). A screen's initial JavaScript is what the browser must fetch before that screen
// can render on a cold load: the entry chunk, the application module it starts (boot.tsx), the screen's lazy route
// chunk, and every chunk any of them imports statically (transitively). Chunks reached only through a dynamic
// import() load later and are not counted.
//
// The pages rendered on the server (decision 012) are complete without the application, which their entry starts
// on the visitor's first sign of use (decision 013): what they load up front is the entry alone; what the first
// touch, key or scroll loads is checked against the public budget.
//
// A visitor without a session on those pages never gets the application (decision 059): at the same moment the
// entry starts the islands (src/client/islands.tsx: React DOM and the islands' components, each its own chunk), and
// the 'islands' row counts that start with every island the registry has (the job page has both the menu and Share);
// the dialogs' code is fetched beside it but runs only on a tap, and the toaster loads at the first toast, so
// neither is counted. Budget 100 kB: 94.7 measured at the change (React DOM alone is 75).
//
// Which pages there are, which are public and which the server renders is read from the route table (decision 025),
// through the server renderer the build made (dist/ssr/render-page.js, `listPages()`): no list of its own here.
//
// Budgets per group of screens, in gzip kB, set from the React DOM build (decision 018). The floor of every screen
// is the framework chunk: React + React DOM 19, React Router 7's data router, TanStack Query, tailwind-merge and clsx
// (117 kB). The entry of the server-rendered pages is kept tiny on purpose (1.9 kB measured; the issue allows 10);
// public screens get the 180 kB (largest 171.2: sign-in's forms) and signed-in ones its 220 kB (largest
// 219.0: the company dashboard). A regression (a heavy library reaching the entry or a screen through a static
// import) fails the build.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// Public and signed-in budgets raised by 2 kB with decision 059: the modules the islands and the application share
// (the header menu, the deferred dialog, constants, site) became chunks of their own, +1.9 kB on every screen.
export const BUDGETS_KB = { 'server-rendered': 5, islands: 100, public: 182, 'signed-in': 222 };

const DIST = 'dist/client';
const MANIFEST = join(DIST, '.vite/manifest.json');
const RENDERER = resolve('dist/ssr/render-page.js');
// Kilobytes of 1000 bytes, as Vite prints them, so the two outputs can be compared.
const KB = 1000;

for (const file of [MANIFEST, RENDERER]) {
  if (existsSync(file)) continue;
  console.error(`No ${file}: run \`npm run build\` first (vite.config.ts must keep build.manifest: true).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
/** Every page of the route table: its route module, its area, whether the server renders it and when it starts. */
const pages = (await import(pathToFileURL(RENDERER).href)).listPages();
/**
 * A page's group: public pages, and pages the server renders (pricing: a signed-in page a visitor may land on, the
 * issue counts it as public), get the public budget; the rest the signed-in one.
 */
const groupOf = (page) => (page.area === 'public' || page.serverRendered ? 'public' : 'signed-in');

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

/** The manifest keys of `key` and everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const groupOrder = (group) => Object.keys(BUDGETS_KB).indexOf(group);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error(`${MANIFEST} has no entry chunk.`);
  process.exit(1);
}
// The entry starts the application (src/client/boot.tsx) through a dynamic import on every page: it is initial too.
const APP_KEY = 'boot.tsx';
if (!manifest[APP_KEY]) {
  console.error(`${MANIFEST} has no ${APP_KEY}: the application module moved, update this script.`);
  process.exit(1);
}
const entryOnly = staticClosure(entryKey);
// The islands' start: the module the entry imports instead of the application, and each island's component.
const ISLANDS_KEY = 'islands.tsx';
if (!manifest[ISLANDS_KEY]) {
  console.error(`${MANIFEST} has no ${ISLANDS_KEY}: the islands' start moved, update this script.`);
  process.exit(1);
}
const islandsStart = staticClosure(ISLANDS_KEY, new Set(entryOnly));
for (const island of manifest[ISLANDS_KEY].dynamicImports ?? [])
  if (!/sonner-toaster/.test(island)) staticClosure(island, islandsStart);
const entryChunks = staticClosure(APP_KEY, new Set(entryOnly));
const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const bytesOf = (keys) => [...new Set(jsFiles(keys))].reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => (bytes / KB).toFixed(1);
const row = (screen, group, bytes) => ({ screen, group, bytes, budget: BUDGETS_KB[group] * KB });

const missing = pages.filter((page) => !manifest[page.module]);
if (missing.length > 0) {
  console.error(`The build has no chunk for: ${missing.map((page) => page.module).join(', ')}.`);
  process.exit(1);
}
const rows = pages
  .flatMap((page) => {
    const key = page.module;
    const screen = key.replace(/^.*\/([^/]+)\.tsx$/, '$1');
    const group = groupOf(page);
    const withApplication = bytesOf(staticClosure(key, new Set(entryChunks)));
    // Rendered by the server, its application started after the first paint (decision 033): up front, the entry alone.
    if (!page.serverRendered || page.startsAtOnce) return [row(screen, group, withApplication)];
    return [
      row(`${screen} (before it starts)`, 'server-rendered', bytesOf(entryOnly)),
      row(`${screen} (islands, signed out)`, 'islands', bytesOf(islandsStart)),
      row(`${screen} (application, signed in)`, group, withApplication),
    ];
  })
  .sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || b.bytes - a.bytes);

const entryBytes = bytesOf(entryChunks);
const header = ['screen (route module)', 'group', 'initial JS gzip KB', 'budget KB', ''];
const table = [
  header,
  ['(entry, application and their imports)', 'all', kb(entryBytes), '', ''],
  ...rows.map((row) => [
    row.screen,
    row.group,
    kb(row.bytes),
    String(row.budget / KB),
    row.bytes > row.budget ? `OVER by ${kb(row.bytes - row.budget)} KB` : 'ok',
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
const format = (line) =>
  line
    .map((cell, column) =>
      column === 2 || column === 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    )
    .join('  ')
    .trimEnd();
console.log(format(table[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const line of table.slice(1)) console.log(format(line));

for (const group of Object.keys(BUDGETS_KB)) {
  const largest = Math.max(0, ...rows.filter((row) => row.group === group).map((row) => row.bytes));
  console.log(`largest ${group} screen: ${kb(largest)} KB of ${BUDGETS_KB[group]} KB`);
}
const over = rows.filter((row) => row.bytes > row.budget);
if (rows.length === 0) {
  console.error('The route table lists no pages; the check cannot run.');
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `\n${over.length} screen(s) over budget: ${over.map((row) => row.screen).join(', ')}. Move code that is not ` +
      'needed for the first render behind a dynamic import().',
  );
  process.exit(1);
}
