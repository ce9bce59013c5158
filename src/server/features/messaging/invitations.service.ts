// Invitations: a company invites an advisor to one of its active positions with a short note; the advisor accepts
// (which applies, so the usual application and its thread follow) or declines with an optional reason. Inviting
// never opens the advisor's profile and so never spends one of a free company's profile views (decision 038): the
// company knows what the search card shows until the advisor accepts and becomes its applicant.
import type { InvitationAccept } from '@shared/schemas/invitation-accept';
import { advisorDisplayName } from '@shared/advisor-name';
import { and, desc, eq } from 'drizzle-orm';
import {
  MESSAGING_LIMITS,
  MESSAGING_MESSAGES,
  type Invitation,
  type InvitationList,
} from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applications, invitations, jobs, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { requireRole, requireUser } from '../../middleware/session';
import { requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';
import { createApplication } from '../jobs/jobs.service';
import { markNotificationsAboutRead, notify, type NotifyDeps } from '../notifications/notify.service';
import { invitationNotice } from '../notifications/messaging-notices';
import { mayReach, requireMayReach } from '../notifications/reach';
import {
  advisorNameFor,
  advisorsAsSeenBy,
  advisorAsSeenBy,
  requireAdvisorVisibleTo,
} from '../notifications/identity';
import { blockUser } from './blocks.service';
import { consumeRateLimits } from '../../lib/rate-limits';

type InvitationRow = typeof invitations.$inferSelect;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/** The invitations of one side; a company sees each advisor as the identity rule lets it (decision 044). */
async function loadInvitations(
  db: Db,
  where: ReturnType<typeof eq>,
  companyUserId: string | null,
): Promise<Invitation[]> {
  const rows = await db
    .select({
      invitation: invitations,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      industries: profiles.industries,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .leftJoin(profiles, eq(profiles.id, invitations.advisorUserId))
    .where(where)
    .orderBy(desc(invitations.createdAt))
    .limit(100);
  const seen = companyUserId
    ? await advisorsAsSeenBy(db, {
        companyUserId,
        advisorIds: rows.map((row) => row.invitation.advisorUserId),
      })
    : null;
  return rows.map((row) =>
    toInvitation(
      row.invitation,
      row.jobTitle,
      row.companyName,
      seen ? advisorNameFor(seen.get(row.invitation.advisorUserId)!, row) : advisorDisplayName(row),
    ),
  );
}

function toInvitation(
  row: InvitationRow,
  jobTitle: string,
  companyName: string,
  advisorName: string,
): Invitation {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle,
    companyName,
    advisorId: row.advisorUserId,
    advisorName,
    note: row.note,
    status: row.status as Invitation['status'],
    declineReason: row.declineReason,
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Received (advisor) or sent (company) invitations, newest first. */
export async function findMyInvitations(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<InvitationList> {
  const me = requireUser(actor);
  const where =
    me.role === 'company' ? eq(invitations.companyUserId, me.id) : eq(invitations.advisorUserId, me.id);
  return { items: await loadInvitations(db, where, me.role === 'company' ? me.id : null) };
}

export async function createInvitation(
  deps: NotifyDeps,
  { actor, input }: { actor: SessionUser | null; input: { jobId: string; advisorId: string; note: string } },
): Promise<Invitation> {
  const { db, now } = deps;
  // The company's account, for a member with the positions permission (decision 048).
  const { account: user, company } = await requireCompletedCompany(db, actor, 'positions');
  const advisorId = input.advisorId.toLowerCase();
  const job = await db.query.jobs.findFirst({
    where: and(eq(jobs.id, input.jobId.toLowerCase()), eq(jobs.postedBy, user.id), eq(jobs.isActive, true)),
  });
  if (!job || job.jobUrl) {
    throw new AppError('VALIDATION_FAILED', MESSAGING_MESSAGES.positionNotActive, [
      { path: 'jobId', message: MESSAGING_MESSAGES.positionNotActive },
    ]);
  }
  const advisor = await db.query.profiles.findFirst({
    where: and(eq(profiles.id, advisorId), eq(profiles.role, 'advisor'), eq(profiles.profileCompleted, true)),
  });
  // A block (either way) hides the advisor from this company altogether.
  if (!advisor || !(await mayReach(db, user.id, advisorId)))
    throw notFound(MESSAGING_MESSAGES.advisorNotFound);
  // An advisor who named this company cannot be invited by it, and it learns nothing from trying (decision 044).
  const seen = await requireAdvisorVisibleTo(db, {
    companyUserId: user.id,
    advisorId,
    message: MESSAGING_MESSAGES.advisorNotFound,
  });
  const applied = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.advisorUserId, advisorId), eq(jobs.postedBy, user.id)));
  if (applied.some((row) => row.jobId === job.id))
    throw new AppError('ALREADY_APPLIED', MESSAGING_MESSAGES.alreadyApplied);
  const existing = await db.query.invitations.findFirst({
    where: and(eq(invitations.jobId, job.id), eq(invitations.advisorUserId, advisorId)),
    columns: { id: true },
  });
  if (existing) throw new AppError('ALREADY_INVITED', MESSAGING_MESSAGES.alreadyInvited);
  await consumeRateLimits(db, {
    now,
    message: MESSAGING_MESSAGES.invitationRateLimited,
    windows: [
      { key: `invitations:hour:${user.id}`, limit: MESSAGING_LIMITS.invitationsPerHour, windowMs: 3_600_000 },
      { key: `invitations:day:${user.id}`, limit: MESSAGING_LIMITS.invitationsPerDay, windowMs: 86_400_000 },
    ],
  });
  // Inviting opens nothing: the company sees only the search card until the advisor accepts, so it costs no
  // profile view and needs no plan (decision 038).

  const companyName = job.companyName || company.companyName;
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(invitations)
        .values({
          jobId: job.id,
          companyUserId: user.id,
          advisorUserId: advisorId,
          note: input.note,
          createdAt: now,
        })
        .returning();
      const invitation = {
        id: created!.id,
        jobId: job.id,
        jobTitle: job.title,
        to: advisorId,
        from: user.id,
      };
      await notify(deps, {
        tx,
        ...invitationNotice(invitation, { kind: 'sent', companyName, note: input.note }),
      });
      return created!;
    });
    deps.queue.wake('mail');
    return toInvitation(row, job.title, companyName, advisorNameFor(seen, advisor));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_INVITED', MESSAGING_MESSAGES.alreadyInvited);
    throw error;
  }
}

async function requireOwnPendingInvitation(db: Db, advisorId: string, invitationId: string) {
  if (!isUuid(invitationId)) throw notFound(MESSAGING_MESSAGES.invitationNotFound);
  const [row] = await db
    .select({
      invitation: invitations,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      profile: profiles,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .leftJoin(profiles, eq(profiles.id, invitations.advisorUserId))
    .where(and(eq(invitations.id, invitationId.toLowerCase()), eq(invitations.advisorUserId, advisorId)));
  if (!row) throw notFound(MESSAGING_MESSAGES.invitationNotFound);
  if (row.invitation.status !== 'pending')
    throw new AppError('INVITATION_ANSWERED', MESSAGING_MESSAGES.invitationAnswered);
  return row;
}

/** The invitation as its answer's notice names it: from the advisor, to the company that sent it. */
const toCompany = (row: Awaited<ReturnType<typeof requireOwnPendingInvitation>>, advisorId: string) => ({
  id: row.invitation.id,
  jobId: row.invitation.jobId,
  jobTitle: row.jobTitle,
  to: row.invitation.companyUserId,
  from: advisorId,
});

export async function acceptInvitation(
  deps: NotifyDeps,
  {
    actor,
    invitationId,
    input = {},
  }: { actor: SessionUser | null; invitationId: string; input?: InvitationAccept },
): Promise<{ invitation: Invitation; applicationId: string }> {
  const { db, now } = deps;
  const advisor = requireRole(actor, 'advisor');
  const row = await requireOwnPendingInvitation(db, advisor.id, invitationId);
  await requireMayReach(db, advisor.id, row.invitation.companyUserId);
  const appliedBefore = () =>
    db.query.applications.findFirst({
      where: and(eq(applications.jobId, row.invitation.jobId), eq(applications.advisorUserId, advisor.id)),
      columns: { id: true, status: true },
    });
  // Applied already (on the role's page after the invitation came): accepting links that application, whose
  // answers were given then; a withdrawn one is opened again by applying, with these answers.
  const existing = await appliedBefore();
  let applicationId: string;
  if (existing && existing.status !== 'withdrawn') applicationId = existing.id;
  else {
    try {
      applicationId =
        // Applying checks the role's screening answers (a 422 by field) and the advisor's confirmation of the
        // reveal (confidential mode) before anything changes, and stores the answers with the application.
        (
          await createApplication(
            { db, queue: deps.queue, now },
            {
              actor,
              jobId: row.invitation.jobId,
              input: {
                answers: input.answers,
                motivation: input.motivation,
                confirmReveal: input.confirmReveal === true,
              },
            },
          )
        ).id;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'ALREADY_APPLIED') throw error;
      applicationId = (await appliedBefore())!.id;
    }
  }
  // Accepting made an application, which reveals a confidential advisor to this company (the advisor was told).
  const advisorName = advisorNameFor(
    await advisorAsSeenBy(db, row.invitation.companyUserId, advisor.id),
    row.profile,
  );
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(invitations)
      .set({ status: 'accepted', applicationId, respondedAt: now })
      .where(eq(invitations.id, row.invitation.id))
      .returning();
    await notify(deps, {
      tx,
      ...invitationNotice(toCompany(row, advisor.id), { kind: 'accepted', advisorName, applicationId }),
    });
    await markNotificationsAboutRead(tx, { userId: advisor.id, invitationId: row.invitation.id, now });
    return changed!;
  });
  deps.queue.wake('mail');
  return { invitation: toInvitation(updated, row.jobTitle, row.companyName, advisorName), applicationId };
}

export async function declineInvitation(
  deps: NotifyDeps,
  {
    actor,
    invitationId,
    input,
  }: { actor: SessionUser | null; invitationId: string; input: { reason?: string; block?: boolean } },
): Promise<Invitation> {
  const { db, now } = deps;
  const advisor = requireRole(actor, 'advisor');
  const row = await requireOwnPendingInvitation(db, advisor.id, invitationId);
  // Declining reveals nothing: a confidential advisor stays anonymous to the company in its notice (decision 044).
  const advisorName = advisorNameFor(
    await advisorAsSeenBy(db, row.invitation.companyUserId, advisor.id),
    row.profile,
  );
  const reason = input.reason?.trim() || null;
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(invitations)
      .set({ status: 'declined', declineReason: reason, respondedAt: now })
      .where(eq(invitations.id, row.invitation.id))
      .returning();
    if (!input.block) {
      await notify(deps, {
        tx,
        ...invitationNotice(toCompany(row, advisor.id), { kind: 'declined', advisorName, reason }),
      });
    }
    await markNotificationsAboutRead(tx, { userId: advisor.id, invitationId: row.invitation.id, now });
    return changed!;
  });
  if (input.block) await blockUser({ db, now }, { actor, userId: row.invitation.companyUserId });
  deps.queue.wake('mail');
  return toInvitation(updated, row.jobTitle, row.companyName, advisorName);
}
