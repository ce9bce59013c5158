// The one query-key factory of the company feature; mutations invalidate by these keys.
import type { ApplicantsQuery } from '@shared/schemas/company';
import type { AdvisorSearchFilters } from '../lib/search-filters';

export const companyKeys = {
  all: ['company'] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
  positions: () => [...companyKeys.all, 'positions'] as const,
  positionPage: (page: number) => [...companyKeys.positions(), 'page', page] as const,
  position: (id: string) => [...companyKeys.positions(), 'detail', id] as const,
  applicants: () => [...companyKeys.all, 'applicants'] as const,
  applicantPage: (query: Partial<ApplicantsQuery>) => [...companyKeys.applicants(), query] as const,
  /** Under applicants(), so every change to a position (which invalidates applicants()) refreshes the picker. */
  applicantPositions: () => [...companyKeys.applicants(), 'positions'] as const,
  advisors: () => [...companyKeys.all, 'advisors'] as const,
  advisor: (advisorId: string) => [...companyKeys.advisors(), advisorId] as const,
  searches: () => [...companyKeys.all, 'advisor-search'] as const,
  search: (query: AdvisorSearchFilters) => [...companyKeys.searches(), query] as const,
  boardMatrix: () => [...companyKeys.all, 'board-matrix'] as const,
};
