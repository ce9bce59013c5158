// Words to term ids for one index build. Plain ASCII words are looked up by the hash the scanner computed,
// verified character by character, so the common case creates no string and hashes nothing twice. Each new
// word is stemmed once; stop words and one-letter words map to -1.
import { isStopWord, scanWords, stem, type WordVisitor } from './normalize';

const EMPTY = -2;

export class TermTable implements WordVisitor {
  /** stem → term id. */
  readonly vocabulary = new Map<string, number>();
  /** Where `plain` and `built` write term ids (set by termsInto). */
  private out: number[] = [];
  private hashes = new Int32Array(1 << 14);
  private ids = new Int32Array(1 << 14).fill(EMPTY);
  private words: string[] = new Array<string>(1 << 14);
  private used = 0;
  private readonly builtWords = new Map<string, number>();
  /** Called with the id and stem of each new term. */
  constructor(private readonly onNewTerm?: (id: number, stemmed: string) => void) {}

  /** Term id of a stem, interning it. */
  intern(stemmed: string): number {
    let id = this.vocabulary.get(stemmed);
    if (id === undefined) {
      id = this.vocabulary.size;
      this.vocabulary.set(stemmed, id);
      this.onNewTerm?.(id, stemmed);
    }
    return id;
  }

  /** Term id of a raw word (-1 for stop words and one-letter words). */
  private resolve(word: string): number {
    return word.length > 1 && !isStopWord(word) ? this.intern(stem(word)) : -1;
  }

  /** Term ids of a text, in order, written into `out` (cleared first; reuse it across calls). */
  termsInto(text: string | null | undefined, out: number[]): number[] {
    out.length = 0;
    this.out = out;
    if (text) scanWords(text, this);
    return out;
  }

  plain(text: string, start: number, end: number, upper: boolean, hash: number): void {
    const mask = this.ids.length - 1;
    let slot = hash & mask;
    for (;;) {
      const id = this.ids[slot]!;
      if (id === EMPTY) break;
      if (this.hashes[slot] === hash && sameWord(this.words[slot]!, text, start, end)) {
        if (id >= 0) this.out.push(id);
        return;
      }
      slot = (slot + 1) & mask;
    }
    const raw = text.slice(start, end);
    const word = upper ? raw.toLowerCase() : raw;
    const id = this.resolve(word);
    this.hashes[slot] = hash;
    this.ids[slot] = id;
    this.words[slot] = word;
    if (++this.used * 2 > this.ids.length) this.grow();
    if (id >= 0) this.out.push(id);
  }

  built(word: string): void {
    let id = this.builtWords.get(word);
    if (id === undefined) {
      id = this.resolve(word);
      this.builtWords.set(word, id);
    }
    if (id >= 0) this.out.push(id);
  }

  private grow() {
    const { hashes, ids, words } = this;
    const size = ids.length * 2;
    this.hashes = new Int32Array(size);
    this.ids = new Int32Array(size).fill(EMPTY);
    this.words = new Array<string>(size);
    const mask = size - 1;
    for (let s = 0; s < ids.length; s++) {
      if (ids[s] === EMPTY) continue;
      let slot = hashes[s]! & mask;
      while (this.ids[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.hashes[slot] = hashes[s]!;
      this.ids[slot] = ids[s]!;
      this.words[slot] = words[s]!;
    }
  }
}

function sameWord(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let k = 0; k < word.length; k++) {
    let c = text.charCodeAt(start + k);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(k)) return false;
  }
  return true;
}
