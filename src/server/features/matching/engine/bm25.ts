// A small BM25 over integer term ids: documents are added as (term, frequency) lists, then frozen into
// compressed postings (one typed array per field), so scoring a query walks only the postings of its terms.
// Identical documents may be added once with a multiplicity: IDF and the average length count every copy.

export interface Bm25Params {
  k1: number;
  b: number;
  /** A fixed average document length for the length normalisation (else the corpus's own average). */
  averageLength?: number;
}

export interface QueryTerm {
  term: number;
  weight: number;
}

class GrowableInt32 {
  data = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

class GrowableFloat32 {
  data = new Float32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const next = new Float32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

export class Bm25Builder {
  private readonly terms = new GrowableInt32();
  private readonly tfs = new GrowableFloat32();
  private readonly starts: number[] = [];
  private readonly lengths: number[] = [];
  private readonly copies: number[] = [];

  /** Adds a document (distinct term ids with their frequencies) and returns its index. */
  add(terms: ArrayLike<number>, tfs: ArrayLike<number>, length: number): number {
    this.starts.push(this.terms.length);
    for (let i = 0; i < terms.length; i++) {
      this.terms.push(terms[i]!);
      this.tfs.push(tfs[i]!);
    }
    this.lengths.push(length);
    this.copies.push(1);
    return this.lengths.length - 1;
  }

  /** Adds a document given its distinct terms and a frequency table indexed by term id. */
  addCounts(terms: ArrayLike<number>, frequencyByTerm: ArrayLike<number>, length: number): number {
    this.starts.push(this.terms.length);
    for (let i = 0; i < terms.length; i++) {
      this.terms.push(terms[i]!);
      this.tfs.push(frequencyByTerm[terms[i]!]!);
    }
    this.lengths.push(length);
    this.copies.push(1);
    return this.lengths.length - 1;
  }

  /** Counts one more copy of an already added document. */
  repeat(doc: number): void {
    this.copies[doc] = (this.copies[doc] ?? 0) + 1;
  }

  build(vocabularySize: number, params: Bm25Params): Bm25Index {
    const docCount = this.lengths.length;
    const entries = this.terms.length;
    const terms = this.terms.data;
    const tfs = this.tfs.data;
    const offsets = new Int32Array(vocabularySize + 1);
    const df = new Float64Array(vocabularySize);
    let totalCopies = 0;
    let totalLength = 0;
    for (let d = 0; d < docCount; d++) {
      const copies = this.copies[d]!;
      totalCopies += copies;
      totalLength += copies * this.lengths[d]!;
      const end = d + 1 < docCount ? this.starts[d + 1]! : entries;
      for (let e = this.starts[d]!; e < end; e++) {
        offsets[terms[e]! + 1]!++;
        df[terms[e]!]! += copies;
      }
    }
    for (let t = 0; t < vocabularySize; t++) offsets[t + 1]! += offsets[t]!;
    const cursor = offsets.slice(0, vocabularySize);
    const postingDocs = new Int32Array(entries);
    const postingTfs = new Float32Array(entries);
    for (let d = 0; d < docCount; d++) {
      const end = d + 1 < docCount ? this.starts[d + 1]! : entries;
      for (let e = this.starts[d]!; e < end; e++) {
        const at = cursor[terms[e]!]!++;
        postingDocs[at] = d;
        postingTfs[at] = tfs[e]!;
      }
    }
    const avgLength = totalCopies > 0 ? totalLength / totalCopies : 0;
    const lengthNorm = new Float64Array(docCount);
    for (let d = 0; d < docCount; d++) {
      const average = params.averageLength ?? avgLength;
      const relative = average > 0 ? this.lengths[d]! / average : 1;
      lengthNorm[d] = params.k1 * (1 - params.b + params.b * relative);
    }
    return new Bm25Index(params, docCount, totalCopies, offsets, postingDocs, postingTfs, df, lengthNorm);
  }
}

export class Bm25Index {
  constructor(
    readonly params: Bm25Params,
    /** Distinct documents. */
    readonly documentCount: number,
    /** Documents counting copies: the N of IDF. */
    readonly corpusSize: number,
    private readonly offsets: Int32Array,
    private readonly postingDocs: Int32Array,
    private readonly postingTfs: Float32Array,
    private readonly df: Float64Array,
    private readonly lengthNorm: Float64Array,
  ) {}

  /** Documents (counting copies) that contain the term. */
  documentFrequency(term: number): number {
    return term >= 0 && term < this.df.length ? this.df[term]! : 0;
  }

  /** BM25 IDF, never negative: ln(1 + (N - df + 0.5) / (df + 0.5)). */
  idf(term: number): number {
    const df = this.documentFrequency(term);
    return Math.log(1 + (this.corpusSize - df + 0.5) / (df + 0.5));
  }

  /** BM25 of every document for a weighted query (one score per distinct document). */
  score(query: readonly QueryTerm[]): Float64Array {
    const scores = new Float64Array(this.documentCount);
    const k1plus1 = this.params.k1 + 1;
    for (const { term, weight } of query) {
      if (term < 0 || term >= this.df.length || this.df[term] === 0) continue;
      const factor = weight * this.idf(term) * k1plus1;
      const end = this.offsets[term + 1]!;
      for (let p = this.offsets[term]!; p < end; p++) {
        const doc = this.postingDocs[p]!;
        const tf = this.postingTfs[p]!;
        scores[doc]! += (factor * tf) / (tf + this.lengthNorm[doc]!);
      }
    }
    return scores;
  }

  /** BM25 of every document with each query term weighted as given (its IDF already in the weight: the engine
   * uses a general IDF from its word resource, so that scores do not depend on which roles are ranked). */
  scoreWeighted(query: readonly QueryTerm[]): Float64Array {
    const scores = new Float64Array(this.documentCount);
    const k1plus1 = this.params.k1 + 1;
    for (const { term, weight } of query) {
      if (term < 0 || term >= this.df.length || this.df[term] === 0) continue;
      const factor = weight * k1plus1;
      const end = this.offsets[term + 1]!;
      for (let p = this.offsets[term]!; p < end; p++) {
        const doc = this.postingDocs[p]!;
        const tf = this.postingTfs[p]!;
        scores[doc]! += (factor * tf) / (tf + this.lengthNorm[doc]!);
      }
    }
    return scores;
  }

  /** Per document: Σ over its distinct terms of idf(term) × the term's BM25 share — what the document would
   * score against a query holding every one of its words once. `idf` gives each term's IDF. */
  selfScores(idf: (term: number) => number): Float64Array {
    const out = new Float64Array(this.documentCount);
    const k1plus1 = this.params.k1 + 1;
    for (let term = 0; term + 1 < this.offsets.length; term++) {
      const end = this.offsets[term + 1]!;
      if (end === this.offsets[term]) continue;
      const w = idf(term) * k1plus1;
      for (let p = this.offsets[term]!; p < end; p++) {
        const tf = this.postingTfs[p]!;
        out[this.postingDocs[p]!]! += (w * tf) / (tf + this.lengthNorm[this.postingDocs[p]!]!);
      }
    }
    return out;
  }

  /** The BM25 share of one term in one document (0 when absent), before the query weight. */
  termScore(term: number, doc: number): number {
    if (term < 0 || term >= this.df.length || this.df[term] === 0) return 0;
    let lo = this.offsets[term]!;
    let hi = this.offsets[term + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const d = this.postingDocs[mid]!;
      if (d === doc) {
        const tf = this.postingTfs[mid]!;
        return ((this.params.k1 + 1) * tf) / (tf + this.lengthNorm[doc]!);
      }
      if (d < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** Marks (sets to 1) the documents that contain every one of `terms`. */
  documentsWithAll(terms: readonly number[], out: Uint8Array): Uint8Array {
    out.fill(0);
    const distinct = [...new Set(terms)].slice(0, 255);
    if (distinct.length === 0 || distinct.some((t) => this.documentFrequency(t) === 0)) return out;
    const counts = new Uint8Array(this.documentCount);
    for (const term of distinct) {
      const end = this.offsets[term + 1]!;
      for (let p = this.offsets[term]!; p < end; p++) counts[this.postingDocs[p]!]!++;
    }
    for (let d = 0; d < this.documentCount; d++) if (counts[d] === distinct.length) out[d] = 1;
    return out;
  }
}
