// The applicants screen's view lives in the URL (?job_id=&status=&sort=&page=): read here once, by the screen and by
// its route loader, so the loader fetches exactly the list the screen shows.
import { APPLICANT_SORTS, APPLICANT_STATUS_FILTERS } from '@shared/schemas/company';
import { KNOCKOUT_FILTERS } from '@shared/schemas/screening-card';
import { readPage } from './search-filters';

export type StatusFilter = (typeof APPLICANT_STATUS_FILTERS)[number];
export type SortOrder = (typeof APPLICANT_SORTS)[number];
export type KnockoutFilter = (typeof KNOCKOUT_FILTERS)[number];

const readStatus = (params: URLSearchParams): StatusFilter =>
  APPLICANT_STATUS_FILTERS.find((value) => value === params.get('status')) ?? 'all';

const readSort = (params: URLSearchParams): SortOrder =>
  APPLICANT_SORTS.find((value) => value === params.get('sort')) ?? 'newest';

/** The private-rating filter (1–5); anything else is no filter. */
const readMinRating = (params: URLSearchParams): number | undefined => {
  const value = Number(params.get('min_rating'));
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined;
};

/** Screening knockouts (decision 049): all applicants, hide those who gave a knockout answer, or only those. */
const readKnockout = (params: URLSearchParams): KnockoutFilter =>
  KNOCKOUT_FILTERS.find((value) => value === params.get('knockout')) ?? 'all';

export function readApplicantsQuery(params: URLSearchParams) {
  return {
    job_id: params.get('job_id')?.trim() || undefined,
    status: readStatus(params),
    sort: readSort(params),
    min_rating: readMinRating(params),
    knockout: readKnockout(params),
    page: readPage(params),
  };
}
