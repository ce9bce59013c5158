// The set of roles being ranked, prepared once: enumerated fields normalized, every role's text tokenized a
// single time into a BM25 index, and the skill and industry concepts of the synonym tables located in it.
// Roles with identical text share one document. An index is immutable and can be reused for any number of
// advisors (the server may keep one while the set of active roles does not change).
import { BM25 } from './weights';
import { Bm25Builder, type Bm25Index } from './bm25';
import {
  normalizeCity,
  normalizeCompensation,
  normalizeCountry,
  normalizeEngagement,
  normalizeJobType,
} from './fields';
import {
  INDUSTRY_TEXT_PHRASES,
  SKILL_PHRASES,
  industryKeyOf,
  industryOfLabel,
  type CompiledPhrase,
  type IndustryLabel,
} from './lexicon';
import { htmlToPlainText, stem } from './normalize';
import { computes } from './model';
import { DIMENSIONS, contentRows, unitVector, vectorRowOfStem } from './word-vectors';

const NO_VECTOR = new Float32Array(DIMENSIONS);
const NO_ROWS = new Int32Array(0);
import { readRoleAsks, type RoleAsks } from './role-asks';
import { TermTable } from './term-table';
import type { CompensationType, EngagementType, JobForMatching, JobType } from './types';
import { compileBoardGaps, type BoardGaps } from './board-gaps';

/** What the text of a role says, shared by roles with identical text. */
export interface DocFeatures {
  /** Document number in the BM25 index. */
  readonly doc: number;
  /** Skill concepts named anywhere in the role (bits, see lexicon.ts). */
  readonly skillMask: number;
  /** Skill concepts named in the title. */
  readonly titleSkillMask: number;
  /** Industry keys named in the title or company summary. */
  readonly textIndustries: readonly string[];
  /** Years of experience the text asks for ('15+ years'), or null. */
  readonly requiredYears: number | null;
  /** A board seat (board, chair, director, non-executive, trustee in the title). */
  readonly boardLevel: boolean;
  /** Little text to judge the role by (under 20 words of summary and description). */
  readonly thin: boolean;
  /** Requirements, seniority, presence and terms the text states. */
  readonly asks: RoleAsks;
  /** The meaning of the whole posting (title twice, summary, description) and of its title, as unit vectors of
   * the word resource (word-vectors.ts). */
  readonly meaning: Float32Array;
  readonly titleMeaning: Float32Array;
  /** Vector rows of the title's content words (word-vectors.ts), for matching its function by meaning. */
  readonly titleRows: Int32Array;
  /** The title's distinct term ids (a BM25F field of its own: what the role is for). */
  readonly titleTerms: Int32Array;
}

export interface PreparedJob {
  readonly job: JobForMatching;
  readonly id: string;
  readonly industryLabel: string | null;
  readonly industry: IndustryLabel;
  readonly type: JobType;
  readonly engagement: EngagementType | null;
  readonly compensation: CompensationType | null;
  readonly city: string | null;
  readonly country: string | null;
  readonly cityLabel: string | null;
  readonly countryLabel: string | null;
  readonly text: DocFeatures;
  /** The company's board skill gaps (board-gaps.ts); empty for most roles. */
  readonly boardGaps: BoardGaps;
}

const BOARD_TITLE_WORDS = [
  'board',
  'chair',
  'chairman',
  'chairwoman',
  'chairperson',
  'director',
  'ned',
  'trustee',
  'governor',
];
const YEAR_WORDS = ['year', 'years', 'yr', 'yrs'];

interface PhraseTable {
  /** Phrases by the term id of their first token (lexicon terms are interned first, so ids are small). */
  readonly byFirst: readonly ({ rest: readonly number[]; concept: number }[] | undefined)[];
}

export class JobIndex {
  readonly jobs: readonly PreparedJob[];
  readonly bm25: Bm25Index;
  private readonly vocabulary: ReadonlyMap<string, number>;
  private positions: Map<string, number> | undefined;
  private stems: string[] | undefined;
  private ideals: Float64Array | undefined;
  private idfs: Float64Array | undefined;
  private withVectors: { terms: Int32Array; rows: Int32Array } | undefined;

  constructor(jobs: readonly PreparedJob[], bm25: Bm25Index, vocabulary: ReadonlyMap<string, number>) {
    this.jobs = jobs;
    this.bm25 = bm25;
    this.vocabulary = vocabulary;
  }

  get size(): number {
    return this.jobs.length;
  }

  /** The stem of a term id (the inverse of termOf). */
  stemOf(term: number): string {
    if (!this.stems) {
      this.stems = [];
      for (const [stemmed, id] of this.vocabulary) this.stems[id] = stemmed;
    }
    return this.stems[term] ?? '';
  }

  /** Term id of a stem, or -1 when no role contains it. */
  termOf(stemmed: string): number {
    return this.vocabulary.get(stemmed) ?? -1;
  }

  /** The index's terms that have a word vector (word-vectors.ts), with their rows: built once, on first use. */
  vectorTerms(): { terms: Int32Array; rows: Int32Array } {
    if (!this.withVectors) {
      const terms: number[] = [];
      const rows: number[] = [];
      for (const [stemmed, term] of this.vocabulary) {
        const row = vectorRowOfStem(stemmed);
        if (row >= 0 && this.bm25.documentFrequency(term) > 0) {
          terms.push(term);
          rows.push(row);
        }
      }
      this.withVectors = { terms: Int32Array.from(terms), rows: Int32Array.from(rows) };
    }
    return this.withVectors;
  }

  /** Per document, its self-score (Bm25Index.selfScores) with the engine's blended IDF: built once, on first use.
   * It measures how much of the posting's own vocabulary a profile covers (relevance.ts). */
  postingIdeals(idf: (term: number) => number): Float64Array {
    this.ideals ??= this.bm25.selfScores(idf);
    return this.ideals;
  }

  get vocabularySize(): number {
    return this.vocabulary.size;
  }

  /** Every term's IDF as `idf` gives it (the engine's blended IDF, which depends only on the index): built once,
   * on first use, so that reading a title field costs array lookups only. */
  termIdfs(idf: (term: number) => number): Float64Array {
    if (!this.idfs) {
      this.idfs = new Float64Array(this.vocabulary.size);
      for (let t = 0; t < this.idfs.length; t++) this.idfs[t] = idf(t);
    }
    return this.idfs;
  }

  /** Position of a job by id (the first one when ids repeat), or -1. */
  positionOf(id: string): number {
    if (!this.positions) {
      this.positions = new Map();
      this.jobs.forEach((job, position) => {
        if (!this.positions!.has(job.id)) this.positions!.set(job.id, position);
      });
    }
    return this.positions.get(id) ?? -1;
  }
}

export const isJobIndex = (value: unknown): value is JobIndex => value instanceof JobIndex;

/** Memoizes a normalizer over the raw strings of one index build (the same labels repeat across roles). */
class Memo<T> {
  private readonly cache = new Map<string, T>();
  private empty: { value: T } | undefined;
  constructor(private readonly fn: (value: string | null | undefined) => T) {}

  get(value: string | null | undefined): T {
    if (value === null || value === undefined || value === '') {
      this.empty ??= { value: this.fn(value) };
      return this.empty.value;
    }
    const known = this.cache.get(value);
    if (known !== undefined) return known;
    const computed = this.fn(value);
    this.cache.set(value, computed);
    return computed;
  }
}

function trimmed(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

/** A document shared by roles with identical text (same description, title, company, industry, summary). */
interface DocEntry {
  readonly job: JobForMatching;
  readonly features: DocFeatures;
  readonly next: DocEntry | undefined;
}

function sameText(x: JobForMatching, y: JobForMatching): boolean {
  return (
    (x.title ?? '') === (y.title ?? '') &&
    (x.companyName ?? '') === (y.companyName ?? '') &&
    (x.industry ?? '') === (y.industry ?? '') &&
    (x.companySummary ?? '') === (y.companySummary ?? '')
  );
}

const NO_INDUSTRIES: readonly string[] = [];

/** Builds one JobIndex; not reusable. */
class IndexBuilder {
  private readonly numbers = new Map<number, number>(); // term id → numeric value, for '15+ years'
  private readonly terms = new TermTable((id, stemmed) => {
    if (/^\d{1,2}$/.test(stemmed)) this.numbers.set(id, Number(stemmed));
  });
  private readonly skillTable: PhraseTable;
  private readonly industryTable: PhraseTable;
  private readonly yearTerms: Uint8Array;
  private readonly boardTerms: Uint8Array;
  private readonly bm25 = new Bm25Builder();
  /** Documents by description; a chain per description (most belong to one role). */
  private readonly docs = new Map<string, DocEntry>();
  /** Identical lists of text industries share one array, so per-advisor memos can key on it. */
  private readonly industryLists = new Map<string, readonly string[]>();
  /** Term frequencies of the document being described, by term id, and the ids touched. */
  private tf = new Float64Array(4096);
  private readonly touched: number[] = [];
  private length = 0;
  // Reused buffers for the term ids of each field of the role being described.
  private readonly title: number[] = [];
  private readonly other: number[] = [];
  private readonly summary: number[] = [];
  private readonly body: number[] = [];

  private readonly industryOf = new Memo(industryOfLabel);
  private readonly typeOf = new Memo(normalizeJobType);
  private readonly engagementOf = new Memo(normalizeEngagement);
  private readonly compensationOf = new Memo(normalizeCompensation);
  private readonly cityOf = new Memo(normalizeCity);
  private readonly countryOf = new Memo(normalizeCountry);

  constructor() {
    // Lexicon terms are interned first, so their ids are small and tables indexed by term id stay short.
    this.skillTable = this.compile(SKILL_PHRASES);
    this.industryTable = this.compile(INDUSTRY_TEXT_PHRASES);
    this.yearTerms = this.flags(YEAR_WORDS);
    this.boardTerms = this.flags(BOARD_TITLE_WORDS);
  }

  build(jobs: readonly JobForMatching[]): JobIndex {
    const prepared = new Array<PreparedJob>(jobs.length);
    for (let i = 0; i < jobs.length; i++) prepared[i] = this.prepare(jobs[i]!);
    const { vocabulary } = this.terms;
    return new JobIndex(
      prepared,
      this.bm25.build(vocabulary.size, { k1: BM25.k1, b: BM25.b, averageLength: BM25.averageLength }),
      vocabulary,
    );
  }

  private prepare(job: JobForMatching): PreparedJob {
    return {
      job,
      id: String(job.id),
      industryLabel: trimmed(job.industry),
      industry: this.industryOf.get(job.industry),
      type: this.typeOf.get(job.type),
      engagement: this.engagementOf.get(job.engagementType),
      compensation: this.compensationOf.get(job.compensationType),
      city: this.cityOf.get(job.city),
      country: this.countryOf.get(job.country),
      cityLabel: trimmed(job.city),
      countryLabel: trimmed(job.country),
      text: this.describe(job),
      boardGaps: compileBoardGaps(job.boardGaps),
    };
  }

  private compile(phrases: readonly CompiledPhrase[]): PhraseTable {
    const byFirst: { rest: readonly number[]; concept: number }[][] = [];
    for (const phrase of phrases) {
      const ids = phrase.tokens.map((t) => this.terms.intern(t));
      (byFirst[ids[0]!] ??= []).push({ rest: ids.slice(1), concept: phrase.concept });
    }
    return { byFirst };
  }

  private flags(words: readonly string[]): Uint8Array {
    const ids = words.map((w) => this.terms.intern(stem(w)));
    const flags = new Uint8Array(Math.max(...ids) + 1);
    for (const id of ids) flags[id] = 1;
    return flags;
  }

  private describe(job: JobForMatching): DocFeatures {
    const description = job.jobDescription ?? '';
    const first = this.docs.get(description);
    for (let entry = first; entry; entry = entry.next) {
      if (sameText(entry.job, job)) {
        this.bm25.repeat(entry.features.doc);
        return entry.features;
      }
    }
    const { terms } = this;
    this.length = 0;
    const title = terms.termsInto(job.title, this.title);
    this.count(title, BM25.titleBoost);
    this.count(terms.termsInto(job.companyName, this.other), 1);
    this.count(terms.termsInto(job.industry, this.other), 1);
    const summary = terms.termsInto(job.companySummary, this.summary);
    this.count(summary, 1);
    const body = terms.termsInto(job.jobDescription, this.body);
    this.count(body, 1);

    const titleSkillMask = this.conceptMask(title, this.skillTable);
    const industries: string[] = [];
    this.conceptKeys(title, industries);
    this.conceptKeys(summary, industries);
    const features: DocFeatures = {
      doc: this.bm25.addCounts(this.touched, this.tf, this.length),
      skillMask:
        titleSkillMask | this.conceptMask(summary, this.skillTable) | this.conceptMask(body, this.skillTable),
      titleSkillMask,
      textIndustries: this.internList(industries),
      requiredYears: this.requiredYears(body),
      boardLevel: title.some((id) => id < this.boardTerms.length && this.boardTerms[id] === 1),
      thin: summary.length + body.length < 20,
      asks: readRoleAsks(job.title, job.jobDescription),
      meaning: computes('meaning')
        ? unitVector([
            [job.title, 2],
            [job.companySummary, 1],
            [htmlToPlainText(job.jobDescription), 1],
          ])
        : NO_VECTOR,
      titleMeaning: computes('titleMeaning') ? unitVector([[job.title, 1]]) : NO_VECTOR,
      titleRows: computes('titleMatch') ? contentRows(job.title) : NO_ROWS,
      titleTerms: Int32Array.from(new Set(title)),
    };
    for (const id of this.touched) this.tf[id] = 0;
    this.touched.length = 0;
    this.docs.set(description, { job, features, next: first });
    return features;
  }

  private count(ids: readonly number[], weight: number): void {
    const size = this.terms.vocabulary.size;
    if (this.tf.length < size) {
      const next = new Float64Array(Math.max(size, this.tf.length * 2));
      next.set(this.tf);
      this.tf = next;
    }
    const { tf, touched } = this;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (tf[id] === 0) touched.push(id);
      tf[id]! += weight;
    }
    this.length += ids.length * weight;
  }

  /** Bits of the concepts whose phrases occur in `ids`. */
  private conceptMask(ids: readonly number[], table: PhraseTable): number {
    const { byFirst } = table;
    let mask = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const candidates = id < byFirst.length ? byFirst[id] : undefined;
      if (!candidates) continue;
      for (const { rest, concept } of candidates) {
        let k = 0;
        while (k < rest.length && ids[i + 1 + k] === rest[k]) k++;
        if (k === rest.length) mask |= 1 << concept;
      }
    }
    return mask;
  }

  /** Adds the industry keys whose phrases occur in `ids` to `keys` (once each). */
  private conceptKeys(ids: readonly number[], keys: string[]): void {
    const { byFirst } = this.industryTable;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const candidates = id < byFirst.length ? byFirst[id] : undefined;
      if (!candidates) continue;
      for (const { rest, concept } of candidates) {
        let k = 0;
        while (k < rest.length && ids[i + 1 + k] === rest[k]) k++;
        const key = industryKeyOf(concept);
        if (k === rest.length && !keys.includes(key)) keys.push(key);
      }
    }
  }

  private internList(keys: string[]): readonly string[] {
    if (keys.length === 0) return NO_INDUSTRIES;
    const key = keys.join('|');
    const known = this.industryLists.get(key);
    if (known) return known;
    this.industryLists.set(key, keys);
    return keys;
  }

  /** The largest "N years" (3–40) the text asks for, or null. */
  private requiredYears(body: readonly number[]): number | null {
    const { yearTerms, numbers } = this;
    let years: number | null = null;
    for (let i = 1; i < body.length; i++) {
      const id = body[i]!;
      if (id >= yearTerms.length || yearTerms[id] !== 1) continue;
      const n = numbers.get(body[i - 1]!);
      if (n !== undefined && n >= 3 && n <= 40) years = Math.max(years ?? 0, n);
    }
    return years;
  }
}

/** Prepares and indexes a set of roles. Cost is linear in the total text; roles with identical text are
 * tokenized once. */
export function buildJobIndex(jobs: readonly JobForMatching[]): JobIndex {
  return new IndexBuilder().build(jobs);
}
