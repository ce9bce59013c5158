// Per-advisor text evidence over an index: BM25 relevance of every role to the advisor's profile (0–1), and
// which of the advisor's custom skills (those the synonym tables do not know) each role names.
import type { PreparedAdvisor } from './advisor';
import type { QueryTerm } from './bm25';
import type { JobIndex } from './job-index';
import { BM25 } from './weights';
import { computes } from './model';
import { generalIdf, rowCosine, vectorRowOfStem } from './word-vectors';

const NO_TERMS = { terms: new Int32Array(0), rows: new Int32Array(0) };

export interface AdvisorRelevance {
  /** The index's BM25 (for quoting the words a role's relevance rests on). */
  readonly bm25: JobIndex['bm25'];
  /** The query over this index with its weights (stem for quoting). */
  readonly terms: readonly (QueryTerm & { stem: string })[];
  /** Per BM25 document: 0–1, IDF from the ranked set. */
  readonly text: Float64Array;
  /** Per BM25 document: 0–1, the same BM25 against what the posting itself says (its self-score): how much of a
   * short posting's few words the profile covers, which the profile-side ideal undervalues. */
  readonly posting: Float64Array;
  /** Per BM25 document: 0–1, IDF from the word resource (the same for a role alone or among thousands). */
  readonly general: Float64Array;
  /** The query with general IDF in its weights (term ids of this index), for quoting the words a score rests on. */
  readonly generalQuery: readonly (QueryTerm & { stem: string })[];
  /** Per BM25 document: 0–1, relevance of the words the profile does not use but whose meaning is close to its
   * most distinctive words (word vectors: "agronomy" finds "crop", "hotel" finds "hospitality"). */
  readonly expanded: Float64Array;
  /** Per BM25 document: bits of PreparedAdvisor.customSkills whose every word occurs in the role. */
  readonly custom: Int32Array;
  /** Per BM25 document: 0–1, the same relevance with every profile word weighed alike (only its IDF), as plain
   * keyword search weighs it: where the profile says a word matters less than how rare it is. */
  readonly plain: Float64Array;
  /** The query's weight (profile weight × blended IDF) and the blended IDF of each term id of the index, for the
   * title field (titleRelevance). */
  readonly weightOfTerm: Float64Array;
  readonly idfOfTerm: Float64Array;
}

/** The title as a field of its own (a BM25F field: what the role is for), two values 0–1: `coverage`, the share
 * of the title's words (by IDF) the profile uses at all — "Non-Executive Director – Network Engineering & Energy"
 * is half covered by a COO's profile that names boards but not engineering — and `text`, how strongly the profile
 * uses them (its query weights, saturating like the whole-text relevance). */
export function titleRelevance(
  relevance: AdvisorRelevance,
  titleTerms: Int32Array,
  out: { coverage: number; text: number },
): void {
  let total = 0;
  let covered = 0;
  let weighted = 0;
  for (let i = 0; i < titleTerms.length; i++) {
    const term = titleTerms[i]!;
    const idf = relevance.idfOfTerm[term]!;
    total += idf;
    const w = relevance.weightOfTerm[term]!;
    if (w > 0) {
      covered += idf;
      weighted += w;
    }
  }
  out.coverage = total > 0 ? covered / total : 0;
  out.text = total > 0 ? 1 - Math.exp(-weighted / (BM25.titleSaturation * total)) : 0;
}

/** Query expansion by word vectors: how many of the profile's words seed it, and how close a word must be. */
const EXPANSION = { seeds: 40, minCosine: 0.6, alpha: 0 } as const;

export function relevanceFor(a: PreparedAdvisor, index: JobIndex): AdvisorRelevance {
  const { bm25 } = index;
  const query: QueryTerm[] = [];
  const n = bm25.corpusSize;
  const prior = BM25.idfPriorDocs;
  let ideal = 0;
  for (const [stemmed, weight] of a.query) {
    const term = index.termOf(stemmed);
    const present = term >= 0 && bm25.documentFrequency(term) > 0;
    // IDF from the roles being ranked, shrunk toward the word's general IDF (word-vectors.ts) as if `prior`
    // more roles had been seen: among thousands of roles the corpus decides; a role scored alone (a company's
    // applicant, decision 030) or among a handful is weighed by how rare its words are in English at large.
    const corpusIdf = present ? bm25.idf(term) : Math.log(1 + (n + 0.5) / 0.5);
    const idf = (n * corpusIdf + prior * generalIdf(stemmed)) / (n + prior);
    if (idf <= 0) continue;
    ideal += weight * idf;
    if (present) query.push({ term, weight: weight * idf });
  }
  // `ideal` is the BM25 of an average-length role containing each query term once, every term of the profile
  // counted, so its scale does not depend on which roles are ranked. Relevance saturates:
  // 1 - exp(-score / (saturation × ideal)), so matching a good share of the advisor's vocabulary reads high
  // and no single long description can exceed 1.

  // Meaning beyond exact words: the advisor's most distinctive query words (by weight × IDF) are compared with
  // every word of the ranked roles that has a vector; a close word the profile does not use joins a second query,
  // weighted by how close it is.
  const seeds = query
    .map((q) => ({ ...q, value: q.weight, row: -1 }))
    .sort((x, y) => y.value - x.value)
    .slice(0, EXPANSION.seeds);
  if (EXPANSION.alpha > 0 || computes('textExpanded')) {
    for (const seed of seeds) seed.row = vectorRowOfStem(index.stemOf(seed.term));
  }
  const inQuery = new Set(query.map((q) => q.term));
  const expandedWeights = new Map<number, number>();
  const expand = EXPANSION.alpha > 0 || computes('textExpanded');
  const { terms: vTerms, rows: vRows } = expand ? index.vectorTerms() : NO_TERMS;
  for (const seed of seeds) {
    if (seed.row < 0) continue;
    for (let i = 0; i < vTerms.length; i++) {
      const term = vTerms[i]!;
      if (inQuery.has(term)) continue;
      const cos = rowCosine(seed.row, vRows[i]!);
      if (cos < EXPANSION.minCosine) continue;
      const w = seed.weight * cos;
      if (w > (expandedWeights.get(term) ?? 0)) expandedWeights.set(term, w);
    }
  }
  const rawExpanded = bm25.score([...expandedWeights].map(([term, weight]) => ({ term, weight })));
  const raw = bm25.scoreWeighted(query);
  const text = new Float64Array(raw.length);
  const expanded = new Float64Array(rawExpanded.length);
  const scale = BM25.saturation * ideal;
  if (scale > 0) {
    for (let d = 0; d < raw.length; d++) {
      text[d] = 1 - Math.exp(-(raw[d]! + EXPANSION.alpha * rawExpanded[d]!) / scale);
      expanded[d] = 1 - Math.exp(-rawExpanded[d]! / scale);
    }
  }

  // The same relevance with a general IDF: every query term counts toward the ideal, in the corpus or not, so the
  // value of a role does not depend on the other roles ranked with it.
  const generalQuery: (QueryTerm & { stem: string })[] = [];
  let generalIdeal = 0;
  for (const [stemmed, weight] of a.query) {
    const w = weight * generalIdf(stemmed);
    if (w <= 0) continue;
    generalIdeal += w;
    const term = index.termOf(stemmed);
    if (term >= 0 && bm25.documentFrequency(term) > 0) generalQuery.push({ term, weight: w, stem: stemmed });
  }
  const rawGeneral = bm25.scoreWeighted(generalQuery);
  const general = new Float64Array(rawGeneral.length);
  const generalScale = BM25.generalSaturation * generalIdeal;
  if (generalScale > 0) {
    for (let d = 0; d < rawGeneral.length; d++) general[d] = 1 - Math.exp(-rawGeneral[d]! / generalScale);
  }

  const custom = new Int32Array(bm25.documentCount);
  const marks = new Uint8Array(bm25.documentCount);
  a.customSkills.forEach((skill, bit) => {
    const terms = skill.tokens.map((t) => index.termOf(t));
    if (terms.some((t) => t < 0)) return;
    bm25.documentsWithAll(terms, marks);
    for (let d = 0; d < marks.length; d++) if (marks[d]) custom[d]! |= 1 << bit;
  });
  const terms = query.map((q) => ({ ...q, stem: index.stemOf(q.term) }));
  const plainQuery: QueryTerm[] = [];
  let plainIdeal = 0;
  for (const [stemmed, weight] of a.query) {
    const term = index.termOf(stemmed);
    const present = term >= 0 && bm25.documentFrequency(term) > 0;
    const corpusIdf = present ? bm25.idf(term) : Math.log(1 + (n + 0.5) / 0.5);
    const idf = (n * corpusIdf + prior * generalIdf(stemmed)) / (n + prior);
    if (idf <= 0 || weight <= 0) continue;
    plainIdeal += idf;
    if (present) plainQuery.push({ term, weight: idf });
  }
  const rawPlain = bm25.scoreWeighted(plainQuery);
  const plain = new Float64Array(rawPlain.length);
  const plainScale = BM25.saturation * plainIdeal;
  if (plainScale > 0)
    for (let d = 0; d < plain.length; d++) plain[d] = 1 - Math.exp(-rawPlain[d]! / plainScale);
  const weightOfTerm = new Float64Array(index.vocabularySize);
  for (const q of query) weightOfTerm[q.term] = q.weight;
  const idfOfTerm = index.termIdfs(
    (term) => (n * bm25.idf(term) + prior * generalIdf(index.stemOf(term))) / (n + prior),
  );
  const posting = new Float64Array(raw.length);
  const ideals = computes('textPosting')
    ? index.postingIdeals((term) => {
        const corpusIdf = bm25.idf(term);
        return (n * corpusIdf + prior * generalIdf(index.stemOf(term))) / (n + prior);
      })
    : posting;
  for (let d = 0; d < raw.length; d++) {
    const scale2 = BM25.postingSaturation * ideals[d]!;
    posting[d] = scale2 > 0 ? 1 - Math.exp(-raw[d]! / scale2) : 0;
  }
  return {
    bm25,
    terms,
    text,
    general,
    generalQuery,
    expanded,
    posting,
    custom,
    plain,
    weightOfTerm,
    idfOfTerm,
  };
}
