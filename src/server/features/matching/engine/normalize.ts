// Text normalization for matching: HTML tags and entities removed, lowercased, diacritics folded, punctuation
// treated as a separator, stop words dropped and words stemmed with a small suffix-folding stemmer. One
// hand-written scanner does all of it in a single pass (no regular expressions per document), because it runs
// over every role's description when a corpus is indexed.

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been being below between both but by can ' +
    'could did do does doing down during each etc few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my no nor not now of off on once only or ' +
    'other our ours out over own per same she should so some such than that the their theirs them then there ' +
    'these they this those through to too under until up upon us very via was we were what when where which ' +
    'while who whom why will with within without would you your yours'
  ).split(' '),
);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Lowercase and strip diacritics of one non-ASCII character ('É' → 'e', 'ß' → 'ss'). Cached. */
const foldCache = new Map<number, string>();
function foldChar(code: number): string {
  let folded = foldCache.get(code);
  if (folded === undefined) {
    folded = String.fromCharCode(code)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace('ß', 'ss');
    foldCache.set(code, folded);
  }
  return folded;
}

/** Whether a non-ASCII character belongs inside a word (letters of any script). */
const LETTER = /\p{L}|\p{N}/u;
const letterCache = new Map<number, boolean>();
function isNonAsciiWordChar(code: number): boolean {
  let known = letterCache.get(code);
  if (known === undefined) {
    known = LETTER.test(String.fromCharCode(code));
    letterCache.set(code, known);
  }
  return known;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '-',
  mdash: '-',
  hellip: '.',
  rsquo: "'",
  lsquo: "'",
  ldquo: '"',
  rdquo: '"',
};

/** Decodes the entity starting at `text[at] === '&'`; returns the decoded text and where it ends, or null. */
function readEntity(text: string, at: number): { value: string; end: number } | null {
  const semi = text.indexOf(';', at + 1);
  if (semi < 0 || semi - at > 10) return null;
  const name = text.slice(at + 1, semi);
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return null;
    return { value: String.fromCodePoint(code), end: semi + 1 };
  }
  const value = NAMED_ENTITIES[name.toLowerCase()];
  if (value !== undefined) return { value, end: semi + 1 };
  // Accented letters such as &eacute; → e.
  const accented = /^([a-zA-Z])(acute|grave|circ|uml|tilde|cedil|ring|slash)$/.exec(name);
  return accented ? { value: accented[1]!.toLowerCase(), end: semi + 1 } : null;
}

/** FNV-1a over lowercased character codes: the hash `scanWords` reports for plain words. */
export const WORD_HASH_SEED = 0x811c9dc5 | 0;
export const hashStep = (hash: number, lowerCode: number): number => Math.imul(hash ^ lowerCode, 16777619);

/** Receives the words of a text. */
export interface WordVisitor {
  /** A word of ASCII letters and digits: `text.slice(start, end)`, lowercased if `upper`; `hash` is the
   * WORD_HASH_SEED/hashStep hash of its lowercased characters. */
  plain(text: string, start: number, end: number, upper: boolean, hash: number): void;
  /** A word assembled from entities, non-ASCII letters or an ampersand join, already lowercased and folded. */
  built(word: string): void;
}

const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * Scans `text` for words in one pass: HTML tags are skipped, entities decoded, ASCII lowercased, other letters
 * folded ('É' → 'e'); anything else separates words. An ampersand joins two short words ('R&D', 'M&A', 'P&L').
 * Plain ASCII words are reported by position (no string is created for them), the rest as strings.
 */
export function scanWords(text: string, visitor: WordVisitor): void {
  const n = text.length;
  let start = -1; // start of the current run of ASCII letters and digits
  let upper = false;
  let hash = WORD_HASH_SEED;
  let prefix = ''; // the word so far when it is not plain (entity, non-ASCII letter, join)
  let i = 0;
  while (i <= n) {
    const c = i < n ? text.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
      hash = hashStep(hash, c);
      i++;
      continue;
    }
    if (c >= 65 && c <= 90) {
      if (start < 0) start = i;
      upper = true;
      hash = hashStep(hash, c + 32);
      i++;
      continue;
    }
    let next = i + 1;
    let append: string | null = null; // characters that continue the current word
    if (c === 38 /* & */) {
      const entity = readEntity(text, i);
      const value = entity ? entity.value : '&';
      if (entity) next = entity.end;
      if (value === '&') {
        const wordLength = prefix.length + (start >= 0 ? i - start : 0);
        if (wordLength > 0 && wordLength <= 2 && next < n && isAsciiLetter(text.charCodeAt(next)))
          append = '&';
      } else if (value.length === 1) {
        const code = value.charCodeAt(0);
        if (code > 127) {
          if (isNonAsciiWordChar(code)) append = foldChar(code);
        } else if (isAsciiLetter(code) || (code >= 48 && code <= 57)) append = value.toLowerCase();
      }
    } else if (c > 127) {
      if (isNonAsciiWordChar(c)) append = foldChar(c);
    } else if (c === 60 /* < */) {
      // A tag: skip to its end. A lone '<' (as in "a < b") is just a separator.
      const d = text.charCodeAt(i + 1);
      const close = isAsciiLetter(d) || d === 47 || d === 33 ? text.indexOf('>', i + 1) : -1;
      if (close > 0) next = close + 1;
    }
    if (append !== null) {
      if (start >= 0) {
        const run = text.slice(start, i);
        prefix += upper ? run.toLowerCase() : run;
      }
      prefix += append;
      start = -1;
      upper = false;
      i = next;
      continue;
    }
    // End of a word.
    if (prefix.length > 0) {
      if (start >= 0) {
        const run = text.slice(start, i);
        prefix += upper ? run.toLowerCase() : run;
      }
      visitor.built(prefix);
      prefix = '';
    } else if (start >= 0) {
      visitor.plain(text, start, i, upper, hash);
    }
    start = -1;
    upper = false;
    hash = WORD_HASH_SEED;
    i = next;
  }
}

class CallbackVisitor implements WordVisitor {
  constructor(private readonly visit: (word: string) => void) {}
  plain(text: string, start: number, end: number, upper: boolean): void {
    const word = text.slice(start, end);
    this.visit(upper ? word.toLowerCase() : word);
  }
  built(word: string): void {
    this.visit(word);
  }
}

/** Calls `visit` with every lowercased, folded word of `text` (see scanWords). Not stemmed. */
export function forEachWord(text: string, visit: (word: string) => void): void {
  scanWords(text, new CallbackVisitor(visit));
}

/** Normalized plain text: words (unstemmed, stop words kept) separated by single spaces. */
export function normalizeText(text: string | null | undefined): string {
  if (!text) return '';
  const words: string[] = [];
  forEachWord(text, (word) => words.push(word));
  return words.join(' ');
}

/** Plain text of an HTML fragment, for embeddings and previews: tags dropped, entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const c = html.charCodeAt(i);
    if (c === 60) {
      const close = html.indexOf('>', i + 1);
      if (close > 0) {
        out += ' ';
        i = close + 1;
        continue;
      }
    }
    if (c === 38) {
      const entity = readEntity(html, i);
      if (entity) {
        out += entity.value;
        i = entity.end;
        continue;
      }
    }
    out += html[i];
    i++;
  }
  return out.replace(/\s+/g, ' ').trim();
}

// Suffixes stripped by the stemmer, longest first, each with the shortest stem it may leave. Deliberately
// light: it folds plurals and common derivations (strategy/strategic/strategies → strateg, finance/financial →
// financ, develop/development/developing → develop) and never rewrites words of three letters or fewer.
const SUFFIXES: readonly (readonly [string, number])[] = [
  ['ically', 4],
  ['ical', 4],
  ['ment', 4],
  ['ness', 4],
  ['ing', 3],
  ['ial', 4],
  ['ive', 4],
  ['ic', 4],
  ['al', 4],
  ['ly', 4],
  ['ed', 3],
  ['y', 3],
  ['e', 3],
];

const isVowel = (c: string) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

function stripOnce(word: string): string {
  for (const [suffix, minStem] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) {
      let stemmed = word.slice(0, -suffix.length);
      // planning → plann → plan; but not fall, miss, buzz.
      if (suffix === 'ing' || suffix === 'ed') {
        const last = stemmed[stemmed.length - 1]!;
        if (
          last === stemmed[stemmed.length - 2] &&
          !isVowel(last) &&
          last !== 'l' &&
          last !== 's' &&
          last !== 'z'
        ) {
          stemmed = stemmed.slice(0, -1);
        }
      }
      return stemmed;
    }
  }
  return word;
}

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 200_000;

/** Stem of one lowercased word. Words with digits or '&', and words of three letters or fewer, are kept. */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let result = word;
  if (word.length > 3 && !/[0-9&]/.test(word)) {
    if (word.endsWith('ies') && word.length > 4) result = word.slice(0, -3) + 'y';
    else if (word.endsWith('sses')) result = word.slice(0, -2);
    else if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
      result = word.slice(0, -1);
    }
    for (let pass = 0; pass < 2; pass++) {
      const next = stripOnce(result);
      if (next === result) break;
      result = next;
    }
  }
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

/** Stemmed words of `text` without stop words and one-letter words: the unit of every text comparison. */
export function tokenize(text: string | null | undefined): string[] {
  const tokens: string[] = [];
  if (!text) return tokens;
  forEachWord(text, (word) => {
    if (word.length > 1 && !STOP_WORDS.has(word)) tokens.push(stem(word));
  });
  return tokens;
}

/** A short label as a comparable key: normalized words joined by single spaces ('Food & Beverage' → 'food beverage'). */
export function labelKey(label: string | null | undefined): string {
  return tokenize(label).join(' ');
}

/** Lowercased, folded, punctuation-free text for comparing places and enumerated values ('On-site' → 'on site'). */
export function plainKey(value: string | null | undefined): string {
  return normalizeText(value);
}
