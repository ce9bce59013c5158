// Who may use the company area (any feature a company user acts in asks here, so no feature is another's guard): signed in (401), role company (403), and — for everything beyond the profile
// itself — a completed company profile (PROFILE_INCOMPLETE, which the client routes to /company/my-profile).
import { eq } from 'drizzle-orm';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import type { SessionUser } from '../app-env';
import type { Db } from '../db/client';
import { companyProfiles } from '../db/schema';
import { requireRole } from '../middleware/session';
import { AppError } from './app-error';

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;

export interface CompanyActor {
  user: SessionUser;
  company: CompanyProfileRow;
}

export const requireCompanyUser = (actor: SessionUser | null): SessionUser => requireRole(actor, 'company');

export async function findCompanyProfileRow(db: Db, userId: string): Promise<CompanyProfileRow | undefined> {
  return db.query.companyProfiles.findFirst({ where: eq(companyProfiles.userId, userId) });
}

/** A company user whose profile is saved: required to post, manage positions, review applicants and search. */
export async function requireCompletedCompany(db: Db, actor: SessionUser | null): Promise<CompanyActor> {
  const user = requireCompanyUser(actor);
  const company = await findCompanyProfileRow(db, user.id);
  if (!company?.profileCompleted) {
    throw new AppError('PROFILE_INCOMPLETE', COMPANY_ERROR_MESSAGES.profileIncomplete);
  }
  return { user, company };
}
