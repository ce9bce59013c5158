// Blocking: a user refuses all further contact with another (a company with an advisor or the reverse). Either
// direction refuses invitations and new messages; the blocker no longer sees the other's threads, and a company
// no longer finds advisors it blocked, or who blocked it, in search. A company blocks as the company: its
// colleagues' blocks are the account's (messaging-party.ts).
import { advisorDisplayName } from '@shared/advisor-name';
import { advisorNameFor, advisorsAsSeenBy } from '../notifications/identity';
import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import { MESSAGING_MESSAGES, type BlockList } from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { blocks, companyProfiles, profiles, threads } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { requireMessagingParty } from './messaging-party';
import { haveBeenInContact, inContactSql } from '../notifications/reach';

type Reader = Pick<Db, 'select'>;

/**
 * Who stopped the conversation between `me` and `other`: 'me' (I blocked them; I may unblock), 'them', or null.
 * When both blocked each other, 'me': what I can undo comes first. Each side is told only this much (issue #29).
 */
export async function blockedSideBetween(
  db: Reader,
  me: string,
  other: string,
): Promise<'me' | 'them' | null> {
  const rows = await db
    .select({ blocker: blocks.blockerUserId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerUserId, me), eq(blocks.blockedUserId, other)),
        and(eq(blocks.blockerUserId, other), eq(blocks.blockedUserId, me)),
      ),
    )
    .limit(2);
  if (rows.some((row) => row.blocker === me)) return 'me';
  return rows.length > 0 ? 'them' : null;
}

/**
 * How many of my conversations are hidden from my list because I blocked the other side (the Messages page says so
 * instead of "No conversations yet" beside the one I just blocked).
 */
export async function countThreadsHiddenByMyBlocks(
  db: Reader,
  { userId, side }: { userId: string; side: 'advisor' | 'company' },
): Promise<number> {
  const mine = side === 'company' ? threads.companyUserId : threads.advisorUserId;
  const counterpart = side === 'company' ? threads.advisorUserId : threads.companyUserId;
  const [row] = await db
    .select({ n: count() })
    .from(threads)
    .innerJoin(blocks, and(eq(blocks.blockerUserId, userId), eq(blocks.blockedUserId, counterpart)))
    .where(and(eq(mine, userId), isNotNull(threads.lastMessageAt)));
  return row?.n ?? 0;
}

/** Everyone the user blocked or was blocked by (a company's search leaves them out). */
export async function findBlockedCounterparts(db: Reader, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blocker: blocks.blockerUserId, blocked: blocks.blockedUserId })
    .from(blocks)
    .where(or(eq(blocks.blockerUserId, userId), eq(blocks.blockedUserId, userId)))
    .limit(10_000);
  return [...new Set(rows.map((row) => (row.blocker === userId ? row.blocked : row.blocker)))].sort();
}

/**
 * Blocks someone the caller has been in contact with (reach.ts: an application or an invitation between them).
 * Anyone else — an unknown id, a user of the same role, oneself — gets the same 404, so blocking can neither be
 * used to learn which ids exist nor to put a stranger's name on one's block list.
 */
export async function blockUser(
  deps: { db: Db; now: Date },
  { actor, userId }: { actor: SessionUser | null; userId: string },
): Promise<void> {
  const { partyId } = await requireMessagingParty(deps.db, actor);
  const target = userId.toLowerCase();
  if (target === partyId || !(await haveBeenInContact(deps.db, partyId, target)))
    throw notFound(MESSAGING_MESSAGES.notInContact);
  await deps.db
    .insert(blocks)
    .values({ blockerUserId: partyId, blockedUserId: target, createdAt: deps.now })
    .onConflictDoNothing();
}

export async function unblockUser(db: Db, { actor, userId }: { actor: SessionUser | null; userId: string }) {
  const { partyId } = await requireMessagingParty(db, actor);
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerUserId, partyId), eq(blocks.blockedUserId, userId.toLowerCase())));
}

/**
 * Whom the caller blocked, by the name they saw in their contact with them. A block older than the contact rule
 * (issue #28) may name someone the caller never dealt with: it is listed, so it can be lifted, but without a name.
 */
export async function findMyBlocks(db: Db, { actor }: { actor: SessionUser | null }): Promise<BlockList> {
  const { partyId, side } = await requireMessagingParty(db, actor);
  const rows = await db
    .select({
      userId: blocks.blockedUserId,
      createdAt: blocks.createdAt,
      inContact: inContactSql(blocks.blockerUserId, blocks.blockedUserId),
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      industries: profiles.industries,
      companyName: companyProfiles.companyName,
    })
    .from(blocks)
    .leftJoin(profiles, eq(profiles.id, blocks.blockedUserId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, blocks.blockedUserId))
    .where(eq(blocks.blockerUserId, partyId))
    .orderBy(desc(blocks.createdAt))
    .limit(500);
  // A company that blocked a confidential advisor it only invited still sees them anonymised (decision 044).
  const seen =
    side === 'company'
      ? await advisorsAsSeenBy(db, { companyUserId: partyId, advisorIds: rows.map((row) => row.userId) })
      : null;
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      name: row.inContact
        ? row.companyName ||
          (seen ? advisorNameFor(seen.get(row.userId)!, row, 'A user') : advisorDisplayName(row, 'A user'))
        : 'Someone you have had no contact with',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
