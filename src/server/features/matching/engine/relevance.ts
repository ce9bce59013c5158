// Per-advisor text evidence over an index: BM25 relevance of every role to the advisor's profile (0–1), and
// which of the advisor's custom skills (those the synonym tables do not know) each role names.
import type { PreparedAdvisor } from './advisor';
import type { QueryTerm } from './bm25';
import type { JobIndex } from './job-index';
import { BM25 } from './weights';

export interface AdvisorRelevance {
  /** Per BM25 document: 0–1. */
  readonly text: Float64Array;
  /** Per BM25 document: bits of PreparedAdvisor.customSkills whose every word occurs in the role. */
  readonly custom: Int32Array;
}

/** Below this many roles IDF says little, so every query term counts toward the ideal score (see below). */
const SMALL_CORPUS = 20;

export function relevanceFor(a: PreparedAdvisor, index: JobIndex): AdvisorRelevance {
  const { bm25 } = index;
  const query: QueryTerm[] = [];
  let ideal = 0;
  for (const [stemmed, weight] of a.query) {
    const term = index.termOf(stemmed);
    if (term >= 0 && bm25.documentFrequency(term) > 0) {
      query.push({ term, weight });
      ideal += weight * bm25.idf(term);
    } else if (bm25.corpusSize < SMALL_CORPUS) {
      // A term no role contains, weighted as if one role had it.
      ideal += weight * Math.log(1 + (bm25.corpusSize - 0.5) / 1.5);
    }
  }
  // `ideal` is the BM25 of an average-length role containing each query term once. Relevance saturates:
  // 1 - exp(-score / (saturation × ideal)), so matching a good share of the advisor's vocabulary reads high
  // and no single long description can exceed 1. Terms no role contains are left out of the ideal on a
  // real corpus: they cannot discriminate between roles and would only shrink every value alike.
  const raw = bm25.score(query);
  const text = new Float64Array(raw.length);
  const scale = BM25.saturation * ideal;
  if (scale > 0) for (let d = 0; d < raw.length; d++) text[d] = 1 - Math.exp(-raw[d]! / scale);

  const custom = new Int32Array(bm25.documentCount);
  const marks = new Uint8Array(bm25.documentCount);
  a.customSkills.forEach((skill, bit) => {
    const terms = skill.tokens.map((t) => index.termOf(t));
    if (terms.some((t) => t < 0)) return;
    bm25.documentsWithAll(terms, marks);
    for (let d = 0; d < marks.length; d++) if (marks[d]) custom[d]! |= 1 << bit;
  });
  return { text, custom };
}
