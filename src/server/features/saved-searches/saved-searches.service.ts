// Saved searches (decision 045): an advisor's named filters of the manual search with how often new roles are
// mailed. Every read and write is the advisor's own: another advisor's search is not found (404), a company is
// refused by `requireRole`. Stored filters are read leniently (`readStoredFilters`): what no longer exists is dropped
// and reported, so an old search still opens.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  readStoredFilters,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchInput,
  type SavedSearchList,
  type SavedSearchUpdate,
} from '@shared/schemas/saved-searches';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { requireRole } from '../../middleware/session';
import { readUnsubscribeToken } from '../../lib/unsubscribe-token';

type Row = typeof savedSearches.$inferSelect;

export function toSavedSearch(row: Row): SavedSearch {
  const { filters, dropped } = readStoredFilters(row.filters);
  return {
    id: row.id,
    name: row.name,
    filters,
    dropped,
    frequency: row.frequency as SavedSearchFrequency,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the filters with a value are stored (an empty text box is no filter). */
const storedFilters = (filters: SavedSearchInput['filters']) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export async function findMySavedSearches(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<SavedSearchList> {
  const advisor = requireRole(actor, 'advisor');
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, advisor.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return { items: rows.map(toSavedSearch), limit: SAVED_SEARCH_LIMITS.perAdvisor };
}

async function findOwn(db: Db, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  const row = await db.query.savedSearches.findFirst({
    where: and(eq(savedSearches.id, id.toLowerCase()), eq(savedSearches.userId, userId)),
  });
  if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  return row;
}

export async function getMySavedSearch(db: Db, { actor, id }: { actor: SessionUser | null; id: string }) {
  const advisor = requireRole(actor, 'advisor');
  return toSavedSearch(await findOwn(db, advisor.id, id));
}

/**
 * Saves a search, at most SAVED_SEARCH_LIMITS.perAdvisor per advisor. The count and the insert run in one
 * transaction that first locks the advisor's user row, so two saves at once cannot both pass the cap.
 */
export async function createSavedSearch(
  deps: { db: Db; now: Date },
  {
    actor,
    input,
  }: { actor: SessionUser | null; input: SavedSearchInput & { frequency: SavedSearchFrequency } },
): Promise<SavedSearch> {
  const advisor = requireRole(actor, 'advisor');
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${advisor.id} for update`);
    const [held] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, advisor.id));
    if ((held?.total ?? 0) >= SAVED_SEARCH_LIMITS.perAdvisor) {
      throw new AppError('SAVED_SEARCH_LIMIT', SAVED_SEARCH_MESSAGES.limitReached);
    }
    const [created] = await tx
      .insert(savedSearches)
      .values({
        userId: advisor.id,
        name: input.name,
        filters: storedFilters(input.filters),
        frequency: input.frequency,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning();
    return created!;
  });
  return toSavedSearch(row);
}

export async function updateSavedSearch(
  deps: { db: Db; now: Date },
  { actor, id, input }: { actor: SessionUser | null; id: string; input: SavedSearchUpdate },
): Promise<SavedSearch> {
  const advisor = requireRole(actor, 'advisor');
  const current = await findOwn(deps.db, advisor.id, id);
  const [row] = await deps.db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      // Turned on again (or to another cadence): the next mail starts from now, not from a window left long ago.
      ...(input.frequency !== undefined && input.frequency !== current.frequency
        ? { lastMailedAt: deps.now }
        : {}),
      updatedAt: deps.now,
    })
    .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, advisor.id)))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, { actor, id }: { actor: SessionUser | null; id: string }) {
  const advisor = requireRole(actor, 'advisor');
  const current = await findOwn(db, advisor.id, id);
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, advisor.id)));
}

/** The mail's link: true when the token was valid; the search (or every search of that cadence) is now off. */
export async function unsubscribeSavedSearchAlerts(
  deps: { db: Db; now: Date; env: Pick<Env, 'AUTH_SECRET'> },
  { token }: { token: string },
): Promise<boolean> {
  const scope = readUnsubscribeToken(deps.env.AUTH_SECRET, 'saved-searches', token);
  if (!scope) return false;
  const off = { frequency: 'off', updatedAt: deps.now } as const;
  if ('searchId' in scope) {
    const done = await deps.db
      .update(savedSearches)
      .set(off)
      .where(eq(savedSearches.id, scope.searchId))
      .returning({ id: savedSearches.id });
    return done.length > 0;
  }
  await deps.db
    .update(savedSearches)
    .set(off)
    .where(and(eq(savedSearches.userId, scope.userId), eq(savedSearches.frequency, scope.frequency)));
  return true;
}
