// Profile completeness for matching: each required item counts equally; 75 % or more is eligible. The spec's
// hints are enforced here: a biography of 200+ characters, 2+ industries and 5+ skills.
import { LIMITS } from '@shared/constants';
import type { Eligibility } from '@shared/schemas/advisor-profile';
import type { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;

/** Field name (as the spec names it) → whether the profile satisfies it. */
const CHECKS: [string, (p: ProfileRow) => boolean][] = [
  ['first_name', (p) => filled(p.firstName)],
  ['last_name', (p) => filled(p.lastName)],
  ['email', (p) => filled(p.email)],
  ['date_of_birth', (p) => filled(p.dateOfBirth)],
  ['country', (p) => filled(p.country)],
  ['city', (p) => filled(p.city)],
  ['years_experience', (p) => p.yearsExperience !== null && p.yearsExperience >= 0],
  ['industries', (p) => p.industries.length >= 2],
  ['skills', (p) => p.skills.length >= 5],
  ['has_been_advisor_before', (p) => filled(p.hasBeenAdvisorBefore)],
  ['work_preference', (p) => filled(p.workPreference)],
  ['hours_available', (p) => (p.hoursAvailable ?? 0) >= 1],
  ['available_to_work', (p) => p.availableToWork.length > 0],
  ['compensation_preference', (p) => p.compensationPreference.length > 0],
  ['biography', (p) => (p.biography ?? '').trim().length >= 200],
];

export function computeEligibility(profile: ProfileRow | undefined | null): Eligibility {
  if (!profile) return { completionPercentage: 0, isEligible: false, missing: CHECKS.map(([name]) => name) };
  const missing = CHECKS.filter(([, check]) => !check(profile)).map(([name]) => name);
  const completionPercentage = Math.round(((CHECKS.length - missing.length) / CHECKS.length) * 100);
  return { completionPercentage, isEligible: completionPercentage >= LIMITS.eligibilityThreshold, missing };
}
