// What the fitted model (model.ts) reads of one (advisor, role) pair: the signal values of signals.ts, the text
// relevance of relevance.ts, the meaning of both texts from the word resource, and one bit per failed check.
import { prepareAdvisor, type PreparedAdvisor } from './advisor';
import { CHECK_FLAGS } from './checks';
import type { JobIndex, PreparedJob } from './job-index';
import { FEATURES, type FeatureName } from './model';
import { relevanceFor, titleRelevance, type AdvisorRelevance } from './relevance';
import { writtenInTheirLanguage } from './languages';
import { jobConfidence } from './score';
import { emptySignalValues, signalValues, type SignalValues } from './signals';
import type { AdvisorForMatching } from './types';
import { dot, rowCosine } from './word-vectors';

const at = (name: FeatureName) => FEATURES.indexOf(name);
const F = {
  text: at('text'),
  textGeneral: at('textGeneral'),
  textPosting: at('textPosting'),
  textExpanded: at('textExpanded'),
  titleCoverage: at('titleCoverage'),
  textPlain: at('textPlain'),
  titleText: at('titleText'),
  meaning: at('meaning'),
  titleMeaning: at('titleMeaning'),
  titleMatch: at('titleMatch'),
  industry: at('industry'),
  skills: at('skills'),
  workMode: at('workMode'),
  engagement: at('engagement'),
  compensation: at('compensation'),
  location: at('location'),
  experience: at('experience'),
  advisory: at('advisory'),
  writtenInYours: at('writtenInYours'),
};
const FLAG_FEATURES = (Object.keys(CHECK_FLAGS) as (keyof typeof CHECK_FLAGS)[]).map(
  (name) => [at(name), CHECK_FLAGS[name]] as const,
);

/** How well a role's title matches what the advisor does, by meaning: for each content word of the title, its
 * closest word among the profile's (skills, past roles, rarest biography words), averaged. A title word the
 * profile uses itself counts 1; "agronomist" finds "agronomy", "hotel" finds "hospitality". */
export function titleMatch(profileRows: Int32Array, titleRows: Int32Array): number {
  if (titleRows.length === 0 || profileRows.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < titleRows.length; i++) {
    let best = 0;
    for (let j = 0; j < profileRows.length; j++) {
      const cos = titleRows[i] === profileRows[j] ? 1 : rowCosine(titleRows[i]!, profileRows[j]!);
      if (cos > best) best = cos;
    }
    sum += best;
  }
  return sum / titleRows.length;
}

const TITLE = { coverage: 0, text: 0 };

export const emptyFeatures = (): Float64Array => new Float64Array(FEATURES.length);

/** Fills `out` with the pair's features and `scratch` with its signal values (no allocation per role). */
export function featuresInto(
  a: PreparedAdvisor,
  job: PreparedJob,
  relevance: AdvisorRelevance,
  out: Float64Array,
  scratch: SignalValues,
): SignalValues {
  const doc = job.text.doc;
  const v = signalValues(a, job, relevance.text[doc]!, relevance.custom[doc]!, null, scratch);
  out[F.text] = v.text;
  out[F.textGeneral] = relevance.general[doc]!;
  out[F.textPosting] = relevance.posting[doc]!;
  out[F.textExpanded] = relevance.expanded[doc]!;
  out[F.textPlain] = relevance.plain[doc]!;
  titleRelevance(relevance, job.text.titleTerms, TITLE);
  out[F.titleCoverage] = TITLE.coverage;
  out[F.titleText] = TITLE.text;
  out[F.meaning] = dot(a.meaning, job.text.meaning);
  out[F.titleMeaning] = dot(a.meaning, job.text.titleMeaning);
  out[F.titleMatch] = titleMatch(a.roleRows, job.text.titleRows);
  // (Each is 0 when the model does not use it: the vectors and rows are then empty.)
  out[F.industry] = v.industry;
  out[F.skills] = v.skills;
  out[F.workMode] = v.workMode;
  out[F.engagement] = v.engagement;
  out[F.compensation] = v.compensation;
  out[F.location] = v.location;
  out[F.experience] = v.experience;
  out[F.advisory] = v.advisory;
  for (const [index, flag] of FLAG_FEATURES) out[index] = v.checkFlags & flag ? 1 : 0;
  // A posting in a language the advisor works in: its words miss their English profile, its language does not.
  out[F.writtenInYours] = writtenInTheirLanguage(a, job) ? 1 : 0;
  return v;
}

/** One pair as the fitting script sees it: features, and what the score does beyond the model. */
export interface PairFeatures {
  jobId: string;
  x: Float64Array;
  hardMismatch: boolean;
  unmetRequirement: boolean;
  confidence: number;
}

/** Every role of an index for one advisor, as the engine scores it (scripts/fit-matching.ts). */
export function pairFeatures(advisor: AdvisorForMatching, index: JobIndex): PairFeatures[] {
  const a = prepareAdvisor(advisor);
  const relevance = relevanceFor(a, index);
  const scratch = emptySignalValues();
  return index.jobs.map((job) => {
    const x = emptyFeatures();
    const v = featuresInto(a, job, relevance, x, scratch);
    return {
      jobId: job.id,
      x,
      hardMismatch: v.hardMismatch,
      unmetRequirement: v.unmetRequirement,
      confidence: a.confidence * jobConfidence(job),
    };
  });
}
