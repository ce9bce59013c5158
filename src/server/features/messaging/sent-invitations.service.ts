// The invitations a company sent (issue #29): pending, accepted and declined, overall or for one of its positions,
// paginated in SQL. Only the company's own: the company user is in every query's where.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { SentInvitations } from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { invitations, jobs, profiles } from '../../db/schema';
import { requireCompletedCompany } from '../../lib/company-actor';
import { advisorNameFor, advisorsAsSeenBy } from '../notifications/identity';

const asStatus = (value: string) =>
  value === 'accepted' || value === 'declined' ? value : ('pending' as const);

export async function findSentInvitations(
  db: Db,
  {
    actor,
    query,
  }: {
    actor: SessionUser | null;
    query: { jobId?: string; status?: 'pending' | 'accepted' | 'declined'; page: number };
  },
): Promise<SentInvitations> {
  // The company's account, for a member with the positions permission (decision 048).
  const { account: user } = await requireCompletedCompany(db, actor, 'positions');
  const mine: SQL[] = [eq(invitations.companyUserId, user.id)];
  if (query.jobId) mine.push(eq(invitations.jobId, query.jobId.toLowerCase()));
  const listed = and(...mine, ...(query.status ? [eq(invitations.status, query.status)] : []));
  const size = LIMITS.pageSize;

  const [byStatus, positions, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ status: invitations.status, n: count() })
      .from(invitations)
      .where(and(...mine))
      .groupBy(invitations.status),
    db
      .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive, sent: count() })
      .from(invitations)
      .innerJoin(jobs, eq(jobs.id, invitations.jobId))
      .where(eq(invitations.companyUserId, user.id))
      .groupBy(jobs.id, jobs.title, jobs.isActive, jobs.createdAt)
      .orderBy(desc(jobs.createdAt))
      .limit(200),
    db.select({ total: count() }).from(invitations).where(listed),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({
      invitation: invitations,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      jobIsActive: jobs.isActive,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      industries: profiles.industries,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .leftJoin(profiles, eq(profiles.id, invitations.advisorUserId))
    .where(listed)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(size)
    .offset((page - 1) * size);

  // Each advisor named as the identity rule lets this company see them (decision 044).
  const seen = await advisorsAsSeenBy(db, {
    companyUserId: user.id,
    advisorIds: rows.map((row) => row.invitation.advisorUserId),
  });
  const counts = { pending: 0, accepted: 0, declined: 0 };
  for (const row of byStatus) counts[asStatus(row.status)] += row.n;
  return {
    items: rows.map(({ invitation, ...row }) => ({
      id: invitation.id,
      jobId: invitation.jobId,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      jobIsActive: row.jobIsActive,
      advisorId: invitation.advisorUserId,
      advisorName: advisorNameFor(seen.get(invitation.advisorUserId)!, row),
      note: invitation.note,
      status: asStatus(invitation.status),
      declineReason: invitation.declineReason,
      applicationId: invitation.applicationId,
      createdAt: invitation.createdAt.toISOString(),
      respondedAt: invitation.respondedAt?.toISOString() ?? null,
    })),
    page,
    pageCount,
    total,
    counts,
    positions,
  };
}
