// Writes the Latin faces of the two text fonts (src/client/styles/fonts/), cut from @fontsource-variable's files to
// the weights the interface uses (400–700 of the 100–900 axis) with HarfBuzz (`subset-font`). Every page's first paint
// waits for these two files in Lighthouse's mobile simulation (decision 033): 85 kB → 63 kB. The other scripts
// (Latin Extended, Cyrillic, Greek, Vietnamese) stay fontsource's own, loaded only by text that needs them.
// Run after upgrading @fontsource-variable/inter or /fraunces: `npm run fonts`, and commit the files.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
/** fontsource's `latin` unicode-range: the same characters as the file it replaces, so nothing falls back. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** font-medium, font-semibold, body text and <strong>: src/client/styles/fonts.css declares the same range. */
const WEIGHTS = { min: 400, max: 700 };

let text = '';
for (const [from, to] of LATIN) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);

for (const family of ['inter', 'fraunces']) {
  const source = require.resolve(`@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`);
  const original = readFileSync(source);
  const subset = await subsetFont(original, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  const target = new URL(`../src/client/styles/fonts/${family}-latin-400-700.woff2`, import.meta.url);
  writeFileSync(target, subset);
  console.log(`${family}: ${original.length} → ${subset.length} bytes`);
}
