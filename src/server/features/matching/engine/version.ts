// The version of the engine's scores. Stored fits (application_fits, decision 030) carry the version that computed
// them; a fit of an older version is stale, and the application-fits job recomputes it after the new version
// starts. Raise it with every change that can change a score (weights, checks, lexicon, synonyms, normalisation):
// tests/matching-eval/engine-version.test.ts pins the scores of the graded set to this number and fails until the
// version is raised and its fingerprint recorded.
export const ENGINE_VERSION = 4;
