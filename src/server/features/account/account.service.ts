import { eq } from 'drizzle-orm';
import type { Viewer } from '@shared/schemas/auth';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { findCompanyMembership } from '../../lib/company-actor';
import { getAccess, NO_ACCESS } from '../billing/access.service';

/** What the client needs to know about who is looking: the user, their access, and profile completion. */
export async function getViewer(
  db: Db,
  { actor, now }: { actor: SessionUser | null; now: Date },
): Promise<Viewer> {
  const serializeAccess = (access: typeof NO_ACCESS) => ({
    ...access,
    currentPeriodEnd: access.currentPeriodEnd?.toISOString() ?? null,
  });
  if (!actor) {
    return {
      user: null,
      access: serializeAccess(NO_ACCESS),
      advisorProfileCompleted: false,
      companyProfileCompleted: false,
    };
  }
  const [access, advisor, company] = await Promise.all([
    getAccess(db, { userId: actor.id, now }),
    db.query.profiles.findFirst({ where: eq(profiles.id, actor.id), columns: { profileCompleted: true } }),
    // The company the user belongs to, their own or a colleague's (decision 048).
    actor.role === 'company' ? findCompanyMembership(db, actor.id) : undefined,
  ]);
  return {
    user: { id: actor.id, email: actor.email, role: actor.role, emailVerified: actor.emailVerified },
    access: serializeAccess(access),
    advisorProfileCompleted: advisor?.profileCompleted ?? false,
    companyProfileCompleted: company?.company.profileCompleted ?? false,
    ...(company ? { companyRole: company.role } : {}),
  };
}
