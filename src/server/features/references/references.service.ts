// The advisor's side of references (decision 046): ask someone (mail with a signed, expiring link), send it again or
// withdraw it while it waits, read what was written, approve or decline it; and what companies may read of them.
// Every query names the advisor in its `where`: another advisor's request is indistinguishable from a missing one.
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { advisorDisplayName } from '@shared/advisor-name';
import {
  ACTIVE_REFERENCE_STATUSES,
  REFERENCE_LIMITS,
  REFERENCE_MESSAGES,
  ReferenceRequestCreateSchema,
  type ApprovedReferenceList,
  type MyReference,
  type MyReferenceList,
  type ReferenceRequestCreate,
  type ReferenceStatus,
} from '@shared/schemas/references';
import type { SessionUser } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { profiles, referenceRequests, user as users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { JobQueue } from '../../lib/queue/job-queue';
import { enqueueMail } from '../../lib/queue/mail-jobs';
import { requireRole } from '../../middleware/session';
import { createReferenceToken, referenceLinkUrl } from './reference-link';
import { referenceRequestNotice } from '../notifications/reference-notices';

type ReferenceRow = typeof referenceRequests.$inferSelect;

export interface ReferenceDeps {
  db: Db;
  queue: JobQueue;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'SITE_NAME'>;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const isActiveReference = (status: string) =>
  (ACTIVE_REFERENCE_STATUSES as readonly string[]).includes(status);

function toMyReference(row: ReferenceRow, now: Date): MyReference {
  const pending = row.status === 'pending';
  const resendAt = new Date(row.sentAt.getTime() + REFERENCE_LIMITS.resendAfterMinutes * 60_000);
  return {
    id: row.id,
    refereeName: row.refereeName,
    refereeEmail: row.refereeEmail,
    relationship: row.relationship,
    organisation: row.organisation,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    status: row.status as ReferenceStatus,
    expired: pending && row.expiresAt <= now,
    expiresAt: iso(row.expiresAt),
    sentAt: iso(row.sentAt),
    canResendAt: pending ? iso(resendAt) : null,
    body: row.body,
    confirmedName: row.confirmedName,
    confirmedRelationship: row.confirmedRelationship,
    submittedAt: isoOrNull(row.submittedAt),
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: iso(row.createdAt),
  };
}

/** The advisor's requests, oldest first, with how many places are taken. */
export async function findMyReferences(
  deps: { db: Db; now: Date },
  { actor }: { actor: SessionUser | null },
): Promise<MyReferenceList> {
  const advisor = requireRole(actor, 'advisor');
  const items = await exportMyReferences(deps, advisor.id);
  return {
    items,
    activeCount: items.filter((item) => isActiveReference(item.status)).length,
    maxActive: REFERENCE_LIMITS.maxActive,
  };
}

/** How the advisor is named to their referee (the mail, the public page). */
export async function advisorNameOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      name: users.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return advisorDisplayName(row, row?.name || 'A Boardly advisor');
}

/** Every request of the user, for "Export my data" (the advisor's own view of each). */
export async function exportMyReferences(
  deps: { db: Db; now: Date },
  userId: string,
): Promise<MyReference[]> {
  const rows = await deps.db
    .select()
    .from(referenceRequests)
    .where(eq(referenceRequests.advisorUserId, userId))
    .orderBy(asc(referenceRequests.createdAt));
  return rows.map((row) => toMyReference(row, deps.now));
}

/** Writes the referee's mail with a fresh link; returns the hash and expiry to store. */
async function mailWithFreshLink(
  deps: ReferenceDeps,
  tx: Tx,
  row: Pick<
    ReferenceRow,
    | 'id'
    | 'refereeName'
    | 'refereeEmail'
    | 'relationship'
    | 'organisation'
    | 'yearFrom'
    | 'yearTo'
    | 'advisorUserId'
  >,
) {
  const { token, tokenHash } = createReferenceToken(deps.env.AUTH_SECRET, row.id);
  const expiresAt = new Date(deps.now.getTime() + REFERENCE_LIMITS.linkValidDays * DAY_MS);
  const mail = await referenceRequestNotice(
    { siteName: deps.env.SITE_NAME },
    {
      id: row.id,
      tokenHash,
      to: row.refereeEmail,
      advisorName: await advisorNameOf(tx, row.advisorUserId),
      refereeName: row.refereeName,
      reference: row,
      url: referenceLinkUrl(deps.env, token),
      expiresAt,
    },
  );
  await enqueueMail(deps.queue, mail.message, { key: mail.key, tx });
  return { tokenHash, expiresAt };
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** Asks someone for a reference: checks the address and the limit of three, stores the request, mails the link. */
export async function requestReference(
  deps: ReferenceDeps,
  { actor, input }: { actor: SessionUser | null; input: ReferenceRequestCreate },
): Promise<MyReference> {
  const advisor = requireRole(actor, 'advisor');
  const parsed = ReferenceRequestCreateSchema.parse(input);
  if (parsed.refereeEmail === advisor.email.toLowerCase())
    throw invalid('refereeEmail', REFERENCE_MESSAGES.ownEmail);
  const row = await deps.db.transaction(async (tx) => {
    // One request at a time per advisor: two tabs cannot both take the third place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, advisor.id)).for('update');
    const active = await tx
      .select({ email: referenceRequests.refereeEmail })
      .from(referenceRequests)
      .where(
        and(
          eq(referenceRequests.advisorUserId, advisor.id),
          inArray(referenceRequests.status, [...ACTIVE_REFERENCE_STATUSES]),
        ),
      );
    if (active.some((entry) => entry.email === parsed.refereeEmail))
      throw invalid('refereeEmail', REFERENCE_MESSAGES.alreadyAsked);
    if (active.length >= REFERENCE_LIMITS.maxActive)
      throw new AppError('REFERENCE_LIMIT_REACHED', REFERENCE_MESSAGES.limitReached);
    const [today] = await tx
      .select({ n: count() })
      .from(referenceRequests)
      .where(
        and(
          eq(referenceRequests.advisorUserId, advisor.id),
          gt(referenceRequests.createdAt, new Date(deps.now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.n ?? 0) >= REFERENCE_LIMITS.maxPerDay)
      throw new AppError('RATE_LIMITED', REFERENCE_MESSAGES.tooManyToday);
    const id = crypto.randomUUID();
    const draft = { id, advisorUserId: advisor.id, ...parsed };
    const { tokenHash, expiresAt } = await mailWithFreshLink(deps, tx, draft);
    const [created] = await tx
      .insert(referenceRequests)
      .values({ ...draft, tokenHash, expiresAt, sentAt: deps.now, createdAt: deps.now, updatedAt: deps.now })
      .returning();
    return created!;
  });
  return toMyReference(row, deps.now);
}

async function ownRequest(db: Db | Tx, advisorId: string, requestId: string, forUpdate = false) {
  if (!isUuid(requestId)) throw notFound(REFERENCE_MESSAGES.notFound);
  const query = db
    .select()
    .from(referenceRequests)
    .where(
      and(eq(referenceRequests.id, requestId.toLowerCase()), eq(referenceRequests.advisorUserId, advisorId)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(REFERENCE_MESSAGES.notFound);
  return row;
}

/** Sends a pending request again with a new link (the old one stops working) and a new expiry. */
export async function resendReferenceRequest(
  deps: ReferenceDeps,
  { actor, requestId }: { actor: SessionUser | null; requestId: string },
): Promise<MyReference> {
  const advisor = requireRole(actor, 'advisor');
  const row = await deps.db.transaction(async (tx) => {
    const current = await ownRequest(tx, advisor.id, requestId, true);
    if (current.status !== 'pending')
      throw new AppError('REFERENCE_NOT_PENDING', REFERENCE_MESSAGES.notPending);
    const allowedAt = current.sentAt.getTime() + REFERENCE_LIMITS.resendAfterMinutes * 60_000;
    if (deps.now.getTime() < allowedAt) throw new AppError('RATE_LIMITED', REFERENCE_MESSAGES.resendTooSoon);
    const { tokenHash, expiresAt } = await mailWithFreshLink(deps, tx, current);
    const [updated] = await tx
      .update(referenceRequests)
      .set({ tokenHash, expiresAt, sentAt: deps.now, updatedAt: deps.now })
      .where(eq(referenceRequests.id, current.id))
      .returning();
    return updated!;
  });
  return toMyReference(row, deps.now);
}

/** Withdraws a pending request: its link stops working and its place is free. */
export async function withdrawReferenceRequest(
  deps: { db: Db; now: Date },
  { actor, requestId }: { actor: SessionUser | null; requestId: string },
): Promise<MyReference> {
  const advisor = requireRole(actor, 'advisor');
  const row = await deps.db.transaction(async (tx) => {
    const current = await ownRequest(tx, advisor.id, requestId, true);
    if (current.status !== 'pending')
      throw new AppError('REFERENCE_NOT_PENDING', REFERENCE_MESSAGES.notPending);
    const [updated] = await tx
      .update(referenceRequests)
      .set({ status: 'withdrawn', tokenHash: null, updatedAt: deps.now })
      .where(eq(referenceRequests.id, current.id))
      .returning();
    return updated!;
  });
  return toMyReference(row, deps.now);
}

/**
 * Approve (shown to companies) or decline (never shown) a written reference. Either can be changed later: an approved
 * reference can be hidden again, a declined one approved — within the limit of three.
 */
export async function decideReference(
  deps: { db: Db; now: Date },
  {
    actor,
    requestId,
    decision,
  }: { actor: SessionUser | null; requestId: string; decision: 'approved' | 'declined' },
): Promise<MyReference> {
  const advisor = requireRole(actor, 'advisor');
  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, advisor.id)).for('update');
    const current = await ownRequest(tx, advisor.id, requestId, true);
    if (!['submitted', 'approved', 'declined'].includes(current.status))
      throw new AppError(
        current.status === 'pending' ? 'REFERENCE_NOT_WRITTEN' : 'REFERENCE_NOT_PENDING',
        current.status === 'pending' ? REFERENCE_MESSAGES.notWritten : REFERENCE_MESSAGES.notPending,
      );
    if (current.status === decision) return current;
    if (decision === 'approved' && current.status === 'declined') {
      const [active] = await tx
        .select({ n: count() })
        .from(referenceRequests)
        .where(
          and(
            eq(referenceRequests.advisorUserId, advisor.id),
            inArray(referenceRequests.status, [...ACTIVE_REFERENCE_STATUSES]),
          ),
        );
      if ((active?.n ?? 0) >= REFERENCE_LIMITS.maxActive)
        throw new AppError('REFERENCE_LIMIT_REACHED', REFERENCE_MESSAGES.limitReached);
    }
    const [updated] = await tx
      .update(referenceRequests)
      .set({ status: decision, decidedAt: deps.now, updatedAt: deps.now })
      .where(eq(referenceRequests.id, current.id))
      .returning();
    return updated!;
  });
  return toMyReference(row, deps.now);
}

/**
 * An advisor's approved references as others see them: the referee's confirmed name and relationship, never their
 * e-mail address. The caller decides who may ask (the company's advisor view checks the relationship first).
 */
export async function findApprovedReferences(db: Db, advisorId: string): Promise<ApprovedReferenceList> {
  const rows = await db
    .select({
      id: referenceRequests.id,
      refereeName: sql<string>`coalesce(${referenceRequests.confirmedName}, ${referenceRequests.refereeName})`,
      relationship: sql<string>`coalesce(${referenceRequests.confirmedRelationship}, ${referenceRequests.relationship})`,
      organisation: referenceRequests.organisation,
      yearFrom: referenceRequests.yearFrom,
      yearTo: referenceRequests.yearTo,
      body: referenceRequests.body,
      submittedAt: referenceRequests.submittedAt,
    })
    .from(referenceRequests)
    .where(and(eq(referenceRequests.advisorUserId, advisorId), eq(referenceRequests.status, 'approved')))
    .orderBy(asc(referenceRequests.submittedAt));
  return {
    items: rows.map((row) => ({
      ...row,
      body: row.body ?? '',
      submittedAt: iso(row.submittedAt ?? new Date(0)),
    })),
  };
}
