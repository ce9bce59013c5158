// The invite dialog's positions: every position of the company with whether this advisor can be invited to it, and
// why not when they cannot (issue #29) — a dialog that silently leaves positions out reads as a bug.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  MESSAGING_MESSAGES,
  type InvitablePositions,
  type InviteUnavailableReason,
} from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applications, invitations, jobs } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';

/** The same order of reasons createInvitation refuses in: an inactive or external position first. */
function unavailableReason(position: {
  isActive: boolean;
  external: boolean;
  invited: boolean;
  applied: boolean;
}): InviteUnavailableReason | null {
  if (!position.isActive) return 'inactive';
  if (position.external) return 'external';
  if (position.applied) return 'applied';
  if (position.invited) return 'invited';
  return null;
}

export async function findInvitablePositions(
  db: Db,
  { actor, advisorId }: { actor: SessionUser | null; advisorId: string },
): Promise<InvitablePositions> {
  // The company's account, for a member with the positions permission (decision 048).
  const { account: user } = await requireCompletedCompany(db, actor, 'positions');
  if (!isUuid(advisorId)) throw notFound(MESSAGING_MESSAGES.advisorNotFound);
  const id = advisorId.toLowerCase();
  const positions = await db
    .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive, jobUrl: jobs.jobUrl })
    .from(jobs)
    .where(eq(jobs.postedBy, user.id))
    // Active first, newest first within each; the ones this advisor can be invited to are moved first below.
    .orderBy(desc(jobs.isActive), desc(jobs.createdAt))
    .limit(200);
  const ids = positions.map((position) => position.id);
  const [invited, applied] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ jobId: invitations.jobId })
            .from(invitations)
            .where(and(eq(invitations.advisorUserId, id), inArray(invitations.jobId, ids))),
          db
            .select({ jobId: applications.jobId })
            .from(applications)
            .where(and(eq(applications.advisorUserId, id), inArray(applications.jobId, ids))),
        ]);
  const invitedIds = new Set(invited.map((row) => row.jobId));
  const appliedIds = new Set(applied.map((row) => row.jobId));
  // Those that can be chosen first (stable: active before inactive, newest first, within each group).
  const rank = (item: { unavailable: InviteUnavailableReason | null }) => (item.unavailable === null ? 0 : 1);
  return {
    items: positions
      .map(({ jobUrl, ...position }) => {
        const flags = { invited: invitedIds.has(position.id), applied: appliedIds.has(position.id) };
        return {
          ...position,
          ...flags,
          unavailable: unavailableReason({ ...position, ...flags, external: Boolean(jobUrl) }),
        };
      })
      .sort((a, b) => rank(a) - rank(b)),
  };
}
