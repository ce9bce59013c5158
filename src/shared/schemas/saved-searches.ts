// Saved searches with alerts (issue #34 part 2, decision 045): an advisor keeps the manual search's filters under a
// name and chooses how often new matching roles are e-mailed: instant, a daily or weekly mail in their morning, or
// off. Every advisor may save searches; what a mail shows of a role is what the list shows them (plan gating).
import { z } from 'zod';
import { RoleFeedFiltersSchema, type RoleFeedFilters } from './jobs';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily, in the morning',
  weekly: 'Weekly, on Monday morning',
  off: 'Off',
};

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per advisor. */
  perAdvisor: 20,
  nameMax: 80,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'This saved search does not exist.',
  nameRequired: 'Give the search a name.',
  nameTooLong: `Keep the name to ${SAVED_SEARCH_LIMITS.nameMax} characters or fewer.`,
  limitReached: `You have ${SAVED_SEARCH_LIMITS.perAdvisor} saved searches, the most you can keep. Delete one to save another.`,
  noFilters:
    'Choose at least one filter to save: a search without filters would alert you to every new role.',
} as const;

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: SAVED_SEARCH_MESSAGES.nameRequired })
  .max(SAVED_SEARCH_LIMITS.nameMax, { error: SAVED_SEARCH_MESSAGES.nameTooLong });

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: 'Choose instant, daily, weekly or off.',
});

/** The filters a search keeps: the manual search's (a feed's), at least one of them set. */
const savedFilters = RoleFeedFiltersSchema.refine(
  (filters) => Object.values(filters).some((value) => value !== undefined && value !== ''),
  { error: SAVED_SEARCH_MESSAGES.noFilters },
);

export const SavedSearchInputSchema = z.object({
  name,
  filters: savedFilters,
  frequency: frequency.default('daily'),
});
export type SavedSearchInput = z.input<typeof SavedSearchInputSchema>;

export const SavedSearchUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((input) => input.name !== undefined || input.frequency !== undefined, {
    error: 'Change the name or the frequency.',
  });
export type SavedSearchUpdate = z.infer<typeof SavedSearchUpdateSchema>;

/** A stored filter that no longer exists (a removed choice, a renamed field): left out of the search, and said. */
export const DroppedFilterSchema = z.object({ name: z.string(), value: z.string() });
export type DroppedFilter = z.infer<typeof DroppedFilterSchema>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: RoleFeedFiltersSchema,
  /** Stored filters that are no longer valid: the search opens without them. */
  dropped: z.array(DroppedFilterSchema),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.object({
  items: z.array(SavedSearchSchema),
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

/**
 * Reads stored filters leniently: each of the manual search's filters that is still valid is kept, anything else
 * (an unknown name, a choice that no longer exists, a value of the wrong shape) is reported as dropped.
 */
export function readStoredFilters(stored: unknown): { filters: RoleFeedFilters; dropped: DroppedFilter[] } {
  const filters: RoleFeedFilters = {};
  const dropped: DroppedFilter[] = [];
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { filters, dropped };
  const shape = RoleFeedFiltersSchema.shape;
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    if (value === null || value === undefined || value === '') continue;
    const field = Object.hasOwn(shape, key) ? shape[key as keyof typeof shape] : undefined;
    const parsed = field?.safeParse(value);
    if (parsed?.success && parsed.data !== undefined && parsed.data !== '') {
      Object.assign(filters, { [key]: parsed.data });
    } else {
      dropped.push({ name: key, value: typeof value === 'string' ? value : JSON.stringify(value) });
    }
  }
  return { filters, dropped };
}

/** The manual search's address for these filters (the matchmaking page in manual mode). */
export function savedSearchPath(filters: RoleFeedFilters): string {
  const query = new URLSearchParams({ mode: 'manual' });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `/advisor-matchmaking?${query.toString()}`;
}
