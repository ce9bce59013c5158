// The company's team (issue #33, decision 048): colleagues and their roles, invitations by signed link bound to one
// address, interviewer assignments, ownership transfer and the audit log. Every function asks the company actor
// (lib/company-actor.ts) first: membership and role are the one rule; a colleague of another company is a 404.
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CompanyRole } from '@shared/company-roles';
import {
  TEAM_LIMITS,
  TEAM_MESSAGES,
  type AssignPositions,
  type AuditPage,
  type ChangeRole,
  type InvitationPreview,
  type InviteColleague,
  type JoinedCompany,
  type Team,
  type TeamInvitation,
} from '@shared/schemas/company-team';
import type { SessionUser } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import {
  companyAuditLog,
  companyInvitations,
  companyMembers,
  companyPositionAssignments,
  companyProfiles,
  jobs,
  session,
  user as users,
} from '../../db/schema';
import type { Env } from '../../env';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { findCompanyMembership, requireCompletedCompany, type CompanyActor } from '../../lib/company-actor';
import { recordCompanyChange } from '../../lib/company-audit';
import { isUuid } from '../../lib/ids';
import type { JobQueue } from '../../lib/queue/job-queue';
import { enqueueMail } from '../../lib/queue/mail-jobs';
import { requireUser } from '../../middleware/session';
import { createInvitationToken, invitationLinkUrl, readInvitationToken, sameHash } from './invitation-link';
import { colleagueInvitationNotice } from '../notifications/team-notices';

const DAY = 24 * 60 * 60 * 1000;

export interface TeamDeps {
  db: Db;
  queue: JobQueue;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'SITE_NAME'>;
  now: Date;
}

const openInvitation = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, now),
  );

export async function getTeam(
  db: Db,
  { actor, now }: { actor: SessionUser | null; now: Date },
): Promise<Team> {
  const member = await requireCompletedCompany(db, actor);
  const manages = member.role === 'owner' || member.role === 'admin';
  const [members, assignments, invitations, positions] = await Promise.all([
    db
      .select({
        userId: companyMembers.userId,
        role: companyMembers.role,
        createdAt: companyMembers.createdAt,
        name: users.name,
        email: users.email,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, member.company.id))
      .orderBy(sql`${companyMembers.role} = 'owner' desc`, asc(companyMembers.createdAt), asc(users.email)),
    db
      .select({ userId: companyPositionAssignments.userId, jobId: companyPositionAssignments.jobId })
      .from(companyPositionAssignments)
      .innerJoin(jobs, eq(jobs.id, companyPositionAssignments.jobId))
      .where(eq(jobs.postedBy, member.account.id)),
    manages
      ? db
          .select()
          .from(companyInvitations)
          .where(and(eq(companyInvitations.companyId, member.company.id), openInvitation(now)))
          .orderBy(desc(companyInvitations.createdAt))
      : [],
    manages
      ? db
          .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive })
          .from(jobs)
          .where(eq(jobs.postedBy, member.account.id))
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(1000)
      : [],
  ]);
  return {
    me: { userId: member.user.id, role: member.role },
    companyName: member.company.companyName,
    members: members.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      role: row.role as CompanyRole,
      joinedAt: row.createdAt.toISOString(),
      positionIds: assignments.filter((a) => a.userId === row.userId).map((a) => a.jobId),
    })),
    invitations: invitations.map(toInvitation),
    positions,
  };
}

const toInvitation = (row: typeof companyInvitations.$inferSelect): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role as CompanyRole,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function inviteColleague(
  deps: TeamDeps,
  { actor, input }: { actor: SessionUser | null; input: InviteColleague },
): Promise<TeamInvitation> {
  const member = await requireCompletedCompany(deps.db, actor, 'team');
  const email = input.email.trim().toLowerCase();
  const issue = (message: string) => [{ path: 'email', message }];
  const [already] = await deps.db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, member.company.id), eq(users.email, email)));
  if (already)
    throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember, issue(TEAM_MESSAGES.alreadyMember));
  const expiresAt = new Date(deps.now.getTime() + TEAM_LIMITS.invitationDays * DAY);
  const [inviter] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, member.user.id));
  const invitedBy = inviter?.name || member.user.email;
  const created = await deps.db.transaction(async (tx) => {
    // One writer at a time per company: the limit and the "one open invitation per address" rule hold under races.
    await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.id, member.company.id))
      .for('update');
    const [open] = await tx
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, member.company.id),
          eq(companyInvitations.email, email),
          openInvitation(deps.now),
        ),
      );
    if (open)
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited, issue(TEAM_MESSAGES.alreadyInvited));
    const [members] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, member.company.id));
    const [pending] = await tx
      .select({ n: count() })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, member.company.id), openInvitation(deps.now)));
    if ((members?.n ?? 0) + (pending?.n ?? 0) >= TEAM_LIMITS.members)
      throw new AppError('CONFLICT', TEAM_MESSAGES.teamFull, issue(TEAM_MESSAGES.teamFull));
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: member.company.id,
        email,
        role: input.role,
        invitedBy: member.user.id,
        expiresAt,
        createdAt: deps.now,
      })
      .returning();
    const { token, tokenHash } = createInvitationToken(deps.env.AUTH_SECRET, row!.id);
    await tx.update(companyInvitations).set({ tokenHash }).where(eq(companyInvitations.id, row!.id));
    const mail = await colleagueInvitationNotice(
      { siteName: deps.env.SITE_NAME },
      {
        id: row!.id,
        to: email,
        companyName: member.company.companyName,
        invitedBy,
        role: input.role,
        url: invitationLinkUrl(deps.env, token),
        expiresAt,
      },
    );
    await enqueueMail(deps.queue, mail.message, { key: mail.key, tx });
    await recordCompanyChange(tx, member, {
      action: 'team.invited',
      subjectType: 'member',
      subjectLabel: email,
      detail: { role: input.role },
      at: deps.now,
    });
    return row!;
  });
  deps.queue.wake('mail');
  return toInvitation(created);
}

export async function cancelInvitation(
  deps: Pick<TeamDeps, 'db' | 'now'>,
  { actor, invitationId }: { actor: SessionUser | null; invitationId: string },
): Promise<void> {
  const member = await requireCompletedCompany(deps.db, actor, 'team');
  if (!isUuid(invitationId)) throw notFound(TEAM_MESSAGES.invitationNotFound);
  const [row] = await deps.db
    .update(companyInvitations)
    .set({ revokedAt: deps.now, tokenHash: null })
    .where(
      and(
        eq(companyInvitations.id, invitationId.toLowerCase()),
        eq(companyInvitations.companyId, member.company.id),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
}

/** Another member of the actor's company (never the actor), or a 404. */
async function findColleague(db: Pick<Db, 'select'>, member: CompanyActor, userId: string) {
  if (!isUuid(userId)) throw notFound(TEAM_MESSAGES.memberNotFound);
  const [row] = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(eq(companyMembers.companyId, member.company.id), eq(companyMembers.userId, userId.toLowerCase())),
    );
  if (!row) throw notFound(TEAM_MESSAGES.memberNotFound);
  if (row.userId === member.user.id) throw new AppError('CONFLICT', TEAM_MESSAGES.notYourself);
  return { ...row, role: row.role as CompanyRole };
}

export async function changeMemberRole(
  deps: Pick<TeamDeps, 'db' | 'now'>,
  { actor, userId, input }: { actor: SessionUser | null; userId: string; input: ChangeRole },
): Promise<{ userId: string; role: CompanyRole }> {
  const member = await requireCompletedCompany(deps.db, actor, 'team');
  const colleague = await findColleague(deps.db, member, userId);
  if (colleague.role === 'owner') throw new AppError('CONFLICT', TEAM_MESSAGES.ownerStays);
  if (colleague.role === input.role) return { userId: colleague.userId, role: colleague.role };
  await deps.db.transaction(async (tx) => {
    await tx
      .update(companyMembers)
      .set({ role: input.role })
      .where(
        and(eq(companyMembers.companyId, member.company.id), eq(companyMembers.userId, colleague.userId)),
      );
    // Assignments mean something only to interviewers: another role sees every position.
    if (input.role !== 'interviewer') await unassignAll(tx, member, colleague.userId);
    await recordCompanyChange(tx, member, {
      action: 'team.role',
      subjectType: 'member',
      subjectId: colleague.userId,
      subjectLabel: colleague.email,
      detail: { from: colleague.role, to: input.role },
      at: deps.now,
    });
  });
  return { userId: colleague.userId, role: input.role };
}

const unassignAll = (tx: Tx, member: CompanyActor, userId: string) =>
  tx
    .delete(companyPositionAssignments)
    .where(
      and(
        eq(companyPositionAssignments.userId, userId),
        inArray(
          companyPositionAssignments.jobId,
          tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.postedBy, member.account.id)),
        ),
      ),
    );

/** Removes a colleague: their membership, their assignments, and every session they have (signed out at once). */
export async function removeMember(
  deps: Pick<TeamDeps, 'db' | 'now'>,
  { actor, userId }: { actor: SessionUser | null; userId: string },
): Promise<void> {
  const member = await requireCompletedCompany(deps.db, actor, 'team');
  const colleague = await findColleague(deps.db, member, userId);
  if (colleague.role === 'owner') throw new AppError('CONFLICT', TEAM_MESSAGES.ownerStays);
  await deps.db.transaction(async (tx) => {
    await unassignAll(tx, member, colleague.userId);
    await tx
      .delete(companyMembers)
      .where(
        and(eq(companyMembers.companyId, member.company.id), eq(companyMembers.userId, colleague.userId)),
      );
    // Deleting the rows bumps the 'sessions' content version (a trigger), so every instance's session cache
    // forgets them too (middleware/session.ts): the next request of any of their devices is signed out.
    await tx.delete(session).where(eq(session.userId, colleague.userId));
    await recordCompanyChange(tx, member, {
      action: 'team.removed',
      subjectType: 'member',
      subjectId: colleague.userId,
      subjectLabel: colleague.email,
      detail: { role: colleague.role },
      at: deps.now,
    });
  });
}

/** The owner makes a colleague the owner and becomes an admin. */
export async function transferOwnership(
  deps: Pick<TeamDeps, 'db' | 'now'>,
  { actor, userId }: { actor: SessionUser | null; userId: string },
): Promise<{ userId: string; role: CompanyRole }> {
  const member = await requireCompletedCompany(deps.db, actor, 'ownership');
  const colleague = await findColleague(deps.db, member, userId);
  await deps.db.transaction(async (tx) => {
    // In this order: one owner per company (a unique index) holds after each statement.
    await tx
      .update(companyMembers)
      .set({ role: 'admin' })
      .where(and(eq(companyMembers.companyId, member.company.id), eq(companyMembers.userId, member.user.id)));
    await tx
      .update(companyMembers)
      .set({ role: 'owner' })
      .where(
        and(eq(companyMembers.companyId, member.company.id), eq(companyMembers.userId, colleague.userId)),
      );
    await unassignAll(tx, member, colleague.userId);
    await recordCompanyChange(tx, member, {
      action: 'team.ownership',
      subjectType: 'member',
      subjectId: colleague.userId,
      subjectLabel: colleague.email,
      at: deps.now,
    });
  });
  return { userId: colleague.userId, role: 'owner' };
}

/** The positions an interviewer is assigned to, replaced by the given set (each must be the company's). */
export async function assignPositions(
  deps: Pick<TeamDeps, 'db' | 'now'>,
  { actor, userId, input }: { actor: SessionUser | null; userId: string; input: AssignPositions },
): Promise<{ positionIds: string[] }> {
  const member = await requireCompletedCompany(deps.db, actor, 'team');
  const colleague = await findColleague(deps.db, member, userId);
  if (colleague.role !== 'interviewer') throw new AppError('CONFLICT', TEAM_MESSAGES.onlyInterviewers);
  const wanted = [...new Set(input.positionIds.map((id) => id.toLowerCase()))];
  const owned =
    wanted.length === 0
      ? []
      : await deps.db
          .select({ id: jobs.id, title: jobs.title })
          .from(jobs)
          .where(and(inArray(jobs.id, wanted), eq(jobs.postedBy, member.account.id)));
  if (owned.length !== wanted.length)
    throw new AppError('VALIDATION_FAILED', TEAM_MESSAGES.positionNotFound, [
      { path: 'positionIds', message: TEAM_MESSAGES.positionNotFound },
    ]);
  await deps.db.transaction(async (tx) => {
    const current = await tx
      .select({ jobId: companyPositionAssignments.jobId, title: jobs.title })
      .from(companyPositionAssignments)
      .innerJoin(jobs, eq(jobs.id, companyPositionAssignments.jobId))
      .where(
        and(eq(companyPositionAssignments.userId, colleague.userId), eq(jobs.postedBy, member.account.id)),
      );
    const removed = current.filter((row) => !wanted.includes(row.jobId));
    const added = owned.filter((row) => !current.some((c) => c.jobId === row.id));
    if (removed.length > 0)
      await tx.delete(companyPositionAssignments).where(
        and(
          eq(companyPositionAssignments.userId, colleague.userId),
          inArray(
            companyPositionAssignments.jobId,
            removed.map((row) => row.jobId),
          ),
        ),
      );
    if (added.length > 0)
      await tx.insert(companyPositionAssignments).values(
        added.map((row) => ({
          jobId: row.id,
          userId: colleague.userId,
          assignedBy: member.user.id,
          createdAt: deps.now,
        })),
      );
    for (const row of added)
      await recordCompanyChange(tx, member, {
        action: 'position.assigned',
        subjectType: 'position',
        subjectId: row.id,
        subjectLabel: row.title,
        detail: { interviewer: colleague.email },
        at: deps.now,
      });
    for (const row of removed)
      await recordCompanyChange(tx, member, {
        action: 'position.unassigned',
        subjectType: 'position',
        subjectId: row.jobId,
        subjectLabel: row.title,
        detail: { interviewer: colleague.email },
        at: deps.now,
      });
  });
  return { positionIds: wanted };
}

export async function findAuditLog(
  db: Db,
  { actor, page }: { actor: SessionUser | null; page: number },
): Promise<AuditPage> {
  const member = await requireCompletedCompany(db, actor, 'team');
  const where = eq(companyAuditLog.companyId, member.company.id);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(companyAuditLog).where(where);
  const pageCount = Math.max(1, Math.ceil(total / TEAM_LIMITS.auditPageSize));
  const shown = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(companyAuditLog)
    .where(where)
    .orderBy(desc(companyAuditLog.createdAt), desc(companyAuditLog.id))
    .limit(TEAM_LIMITS.auditPageSize)
    .offset((shown - 1) * TEAM_LIMITS.auditPageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      subjectType: row.subjectType,
      subjectLabel: row.subjectLabel,
      detail: row.detail,
    })),
    page: shown,
    pageCount,
    total,
  };
}

// --- the invitation link ---------------------------------------------------------------------------------------

/** The invitation a link names, if the link is ours and still open; otherwise the error that says why. */
async function openInvitationOf(deps: Pick<TeamDeps, 'db' | 'env' | 'now'>, token: string) {
  const read = readInvitationToken(deps.env.AUTH_SECRET, token);
  const invalid = () => new AppError('INVALID_TOKEN', TEAM_MESSAGES.linkInvalid);
  if (!read) throw invalid();
  const [row] = await deps.db
    .select({
      invitation: companyInvitations,
      companyName: companyProfiles.companyName,
      invitedBy: users.name,
      invitedByEmail: users.email,
    })
    .from(companyInvitations)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.id, read.invitationId));
  if (!row) throw invalid();
  const { invitation } = row;
  if (invitation.acceptedAt || invitation.revokedAt)
    throw new AppError('TEAM_INVITATION_USED', TEAM_MESSAGES.linkUsed);
  if (!sameHash(invitation.tokenHash, read.tokenHash)) throw invalid();
  if (invitation.expiresAt <= deps.now)
    throw new AppError('TEAM_INVITATION_EXPIRED', TEAM_MESSAGES.linkExpired);
  return { ...row, tokenHash: read.tokenHash };
}

export async function previewInvitation(
  deps: Pick<TeamDeps, 'db' | 'env' | 'now'>,
  { token }: { token: string },
): Promise<InvitationPreview> {
  const row = await openInvitationOf(deps, token);
  return {
    companyName: row.companyName,
    email: row.invitation.email,
    role: row.invitation.role as CompanyRole,
    invitedBy: row.invitedBy || row.invitedByEmail || row.companyName,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/** The signed-in person accepts: a company account for the invited address, on no other company's team. */
export async function acceptInvitation(
  deps: Pick<TeamDeps, 'db' | 'env' | 'now'>,
  { actor, token }: { actor: SessionUser | null; token: string },
): Promise<JoinedCompany> {
  const me = requireUser(actor);
  const row = await openInvitationOf(deps, token);
  if (me.email.toLowerCase() !== row.invitation.email)
    throw new AppError('TEAM_INVITATION_OTHER_ADDRESS', TEAM_MESSAGES.wrongAccount);
  if (me.role !== 'company') throw forbidden(TEAM_MESSAGES.notACompanyAccount);
  const current = await findCompanyMembership(deps.db, me.id);
  // The empty company a first sign-in makes (lib/auth.ts) is set aside; a company with a profile or positions is not.
  const emptyOwn =
    current?.role === 'owner' &&
    !current.company.profileCompleted &&
    (await deps.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.postedBy, me.id)).limit(1)).length === 0;
  if (current && !emptyOwn) throw new AppError('CONFLICT', TEAM_MESSAGES.belongsElsewhere);
  const role = row.invitation.role as CompanyRole;
  await deps.db.transaction(async (tx) => {
    if (current && emptyOwn)
      await tx.delete(companyProfiles).where(eq(companyProfiles.id, current.company.id));
    // Used exactly once: the row is claimed only while still open and holding this link's hash.
    const [claimed] = await tx
      .update(companyInvitations)
      .set({ acceptedAt: deps.now, acceptedBy: me.id, tokenHash: null })
      .where(
        and(
          eq(companyInvitations.id, row.invitation.id),
          eq(companyInvitations.tokenHash, row.tokenHash),
          openInvitation(deps.now),
        ),
      )
      .returning({ id: companyInvitations.id });
    if (!claimed) throw new AppError('TEAM_INVITATION_USED', TEAM_MESSAGES.linkUsed);
    await tx.insert(companyMembers).values({
      companyId: row.invitation.companyId,
      userId: me.id,
      role,
      invitedBy: row.invitation.invitedBy,
      createdAt: deps.now,
    });
    await recordCompanyChange(
      tx,
      { company: { id: row.invitation.companyId }, user: me },
      {
        action: 'team.joined',
        subjectType: 'member',
        subjectId: me.id,
        subjectLabel: me.email,
        detail: { role },
        at: deps.now,
      },
    );
  });
  return { companyName: row.companyName, role };
}
