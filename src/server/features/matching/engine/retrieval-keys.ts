// What an advisor's declared skills and industries look for among roles, in the concept masks the database keeps
// per role (job_match_keys): bit i of the skill mask is SKILL_CONCEPTS[i], bit i of the industry mask is
// INDUSTRY_CONCEPTS[i]. Labels that name no concept ('Pet Care', 'Quantum Optics') are returned as free-text terms.
import { industryOfLabel, industryRelation, skillMaskOfLabel } from './lexicon';
import { INDUSTRY_CONCEPTS } from './synonyms';

/** A related industry at least this strong also retrieves roles (Fintech advisor → Finance roles). */
const RELATED_INDUSTRY_STRENGTH = 0.5;

export interface RetrievalKeys {
  skillMask: number;
  industryMask: number;
  /** Labels without a concept, looked up by full-text search instead. */
  freeTextTerms: string[];
}

export function retrievalKeys(advisor: {
  skills: readonly string[];
  industries: readonly string[];
}): RetrievalKeys {
  let skillMask = 0;
  let industryMask = 0;
  const freeTextTerms: string[] = [];
  for (const skill of advisor.skills) {
    const mask = skillMaskOfLabel(skill);
    if (mask === 0) freeTextTerms.push(skill);
    skillMask |= mask;
  }
  for (const label of advisor.industries) {
    const { keys } = industryOfLabel(label);
    let known = false;
    INDUSTRY_CONCEPTS.forEach((concept, bit) => {
      if (keys.some((key) => industryRelation(key, concept.key) >= RELATED_INDUSTRY_STRENGTH)) {
        industryMask |= 1 << bit;
        known = true;
      }
    });
    if (!known && keys.length > 0) freeTextTerms.push(label);
  }
  return { skillMask, industryMask, freeTextTerms };
}
