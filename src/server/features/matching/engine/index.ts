// The matching engine: pure scoring of advisory roles for an advisor (no database, no I/O except the optional
// embeddings provider, which only calls the fetch it is given). See weights.ts for the signal weights.
export type {
  AdvisorExperienceEntry,
  AdvisorExperienceInput,
  AdvisorForMatching,
  CompensationType,
  EngagementType,
  JobForMatching,
  JobType,
  MatchResult,
  SimilarityProvider,
} from './types';
export { rankJobs, rankJobsOffline, type OfflineRankOptions, type RankOptions } from './rank';
export { scoreJob, scoreOnly, type ScoreContext } from './score';
export { ENGINE_VERSION } from './version';
export { buildJobIndex, type JobIndex } from './job-index';
export { prepareAdvisor, type PreparedAdvisor } from './advisor';
export {
  cosineSimilarity,
  createOpenAiEmbeddingsProvider,
  embeddingsProviderFromEnv,
  EmbeddingsError,
  jobEmbeddingText,
  type EmbeddingsProviderOptions,
  type FetchLike,
} from './embeddings';
export { WEIGHTS, SIGNALS, type SignalName } from './weights';
export { MAX_IMPROVEMENTS, MAX_REASONS } from './explain';
export { inThirdPerson } from './voice';
export { wordVectors as loadMatchingResources } from './word-vectors';
