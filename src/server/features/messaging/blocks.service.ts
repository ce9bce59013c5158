// Blocking: a user refuses all further contact with another (a company with an advisor or the reverse). Either
// direction refuses invitations and new messages; the blocker no longer sees the other's threads, and a company
// no longer finds advisors it blocked, or who blocked it, in search.
import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { BlockList } from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { blocks, companyProfiles, profiles, threads } from '../../db/schema';
import { requireUser } from '../../middleware/session';

type Reader = Pick<Db, 'select'>;

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(db: Reader, first: string, second: string): Promise<boolean> {
  const rows = await db
    .select({ blocker: blocks.blockerUserId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerUserId, first), eq(blocks.blockedUserId, second)),
        and(eq(blocks.blockerUserId, second), eq(blocks.blockedUserId, first)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

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

export async function blockUser(
  deps: { db: Db; now: Date },
  { actor, userId }: { actor: SessionUser | null; userId: string },
): Promise<void> {
  const me = requireUser(actor);
  const target = userId.toLowerCase();
  if (target === me.id) return;
  const exists = await deps.db.query.user.findFirst({
    where: (u, { eq: equals }) => equals(u.id, target),
    columns: { id: true },
  });
  // Answered the same either way, so blocking cannot be used to learn which ids exist.
  if (!exists) return;
  await deps.db
    .insert(blocks)
    .values({ blockerUserId: me.id, blockedUserId: target, createdAt: deps.now })
    .onConflictDoNothing();
}

export async function unblockUser(db: Db, { actor, userId }: { actor: SessionUser | null; userId: string }) {
  const me = requireUser(actor);
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerUserId, me.id), eq(blocks.blockedUserId, userId.toLowerCase())));
}

export async function findMyBlocks(db: Db, { actor }: { actor: SessionUser | null }): Promise<BlockList> {
  const me = requireUser(actor);
  const rows = await db
    .select({
      userId: blocks.blockedUserId,
      createdAt: blocks.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      companyName: companyProfiles.companyName,
    })
    .from(blocks)
    .leftJoin(profiles, eq(profiles.id, blocks.blockedUserId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, blocks.blockedUserId))
    .where(eq(blocks.blockerUserId, me.id))
    .orderBy(desc(blocks.createdAt))
    .limit(500);
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      name:
        row.companyName ||
        [row.firstName, row.lastName].filter(Boolean).join(' ').trim() ||
        row.fullName ||
        'A user',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
