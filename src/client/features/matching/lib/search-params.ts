// The matchmaking view lives in the URL (mode, page, the eight manual filters), so a view can be shared and
// survives a reload. Values the server would reject are dropped instead of breaking the page.
import { JobFiltersSchema, type JobFilters } from '@shared/schemas/jobs';

export type MatchmakingMode = 'ai' | 'manual';

export const TEXT_FILTERS = ['title', 'industry', 'city', 'country', 'company'] as const;
export const SELECT_FILTERS = ['workType', 'compensation', 'engagement'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
export type SelectFilter = (typeof SELECT_FILTERS)[number];
export type FilterName = TextFilter | SelectFilter;
export const FILTER_NAMES: readonly FilterName[] = [...TEXT_FILTERS, ...SELECT_FILTERS];

export const readMode = (params: URLSearchParams): MatchmakingMode =>
  params.get('mode') === 'manual' ? 'manual' : 'ai';

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = { page: readPage(params) };
  for (const name of FILTER_NAMES) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = JobFiltersSchema.shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data });
  }
  return filters;
}

export const activeFilterCount = (filters: JobFilters) =>
  FILTER_NAMES.filter((name) => filters[name] !== undefined && filters[name] !== '').length;
