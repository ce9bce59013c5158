// The columns the matching engine reads, and the mapping of a profile row to its input. Shared by the advisor's
// match runs and the company's applicant fit, so both sides score with the same data — and neither can pass the
// engine anything else (contact details, documents and other private fields are not selected).
import { jobs, profiles } from '../../db/schema';
import type { AdvisorForMatching } from './engine';

export const MATCHING_JOB_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  companySummary: jobs.companySummary,
  jobDescription: jobs.jobDescription,
  industry: jobs.industry,
  type: jobs.type,
  engagementType: jobs.engagementType,
  compensationType: jobs.compensationType,
  city: jobs.city,
  country: jobs.country,
};

export const MATCHING_PROFILE_COLUMNS = {
  firstName: profiles.firstName,
  industries: profiles.industries,
  skills: profiles.skills,
  biography: profiles.biography,
  yearsExperience: profiles.yearsExperience,
  hoursAvailable: profiles.hoursAvailable,
  workPreference: profiles.workPreference,
  availableToWork: profiles.availableToWork,
  compensationPreference: profiles.compensationPreference,
  city: profiles.city,
  country: profiles.country,
  hasBeenAdvisorBefore: profiles.hasBeenAdvisorBefore,
  advisorExperience: profiles.advisorExperience,
};

export interface MatchingProfileRow {
  firstName: string | null;
  industries: string[] | null;
  skills: string[] | null;
  biography: string | null;
  yearsExperience: number | null;
  hoursAvailable: number | null;
  workPreference: string | null;
  availableToWork: string[] | null;
  compensationPreference: string[] | null;
  city: string | null;
  country: string | null;
  hasBeenAdvisorBefore: string | null;
  advisorExperience: unknown;
}

export const toAdvisorForMatching = (p: MatchingProfileRow): AdvisorForMatching => ({
  firstName: p.firstName,
  industries: p.industries,
  skills: p.skills,
  biography: p.biography,
  yearsExperience: p.yearsExperience,
  hoursAvailable: p.hoursAvailable,
  workPreference: p.workPreference,
  availableToWork: p.availableToWork,
  compensationPreference: p.compensationPreference,
  city: p.city,
  country: p.country,
  hasBeenAdvisorBefore: p.hasBeenAdvisorBefore,
  advisorExperience: p.advisorExperience as AdvisorForMatching['advisorExperience'],
});
