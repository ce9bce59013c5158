// The advisor search's filters live in the URL (shareable, survive a reload). Values off the spec's lists are
// dropped instead of breaking the page; the server validates them again with the same lists.
import {
  SEARCH_COMPENSATIONS,
  SEARCH_INDUSTRIES,
  SEARCH_MIN_EXPERIENCE,
  SEARCH_MIN_HOURS,
} from '@shared/schemas/company';

export interface AdvisorSearchFilters {
  industry?: (typeof SEARCH_INDUSTRIES)[number];
  minExperience?: (typeof SEARCH_MIN_EXPERIENCE)[number];
  minHours?: (typeof SEARCH_MIN_HOURS)[number];
  compensation?: (typeof SEARCH_COMPENSATIONS)[number];
  location?: string;
  page: number;
}

export type SearchFilterName = Exclude<keyof AdvisorSearchFilters, 'page'>;
export const SEARCH_FILTER_NAMES: readonly SearchFilterName[] = [
  'industry',
  'minExperience',
  'minHours',
  'compensation',
  'location',
];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/** A 1-based page number from the URL; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function readSearchFilters(params: URLSearchParams): AdvisorSearchFilters {
  const filters: AdvisorSearchFilters = { page: readPage(params) };
  const industry = oneOf(SEARCH_INDUSTRIES, params.get('industry'));
  const minExperience = oneOf(SEARCH_MIN_EXPERIENCE, params.get('minExperience'));
  const minHours = oneOf(SEARCH_MIN_HOURS, params.get('minHours'));
  const compensation = oneOf(SEARCH_COMPENSATIONS, params.get('compensation'));
  const location = params.get('location')?.trim().slice(0, 100);
  if (industry) filters.industry = industry;
  if (minExperience) filters.minExperience = minExperience;
  if (minHours) filters.minHours = minHours;
  if (compensation) filters.compensation = compensation;
  if (location) filters.location = location;
  return filters;
}

export const activeSearchFilterCount = (filters: AdvisorSearchFilters) =>
  SEARCH_FILTER_NAMES.filter((name) => filters[name] !== undefined).length;
