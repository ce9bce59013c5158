// Who may use the company area (any feature a company user acts in asks here, so no feature is another's guard): signed in (401), role company (403), and — for everything beyond the profile
// itself — a completed company profile (PROFILE_INCOMPLETE, which the client routes to /company/my-profile).
//
// Membership is the one rule (issue #33, decision 048): a company user acts for the company they are a member of,
// with their member role. The company's data stays keyed by its account (`company.userId`, the user who created
// the profile): positions are `jobs.posted_by = account`. `mayCompany` (src/shared/company-roles.ts) answers what a
// role may do; `positionScope` is the `where` of every position and applicant read, narrowed for interviewers to
// the positions they are assigned to (anything else is a 404).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_ROLES,
  mayCompany,
  seesAssignedPositionsOnly,
  type CompanyPermission,
  type CompanyRole,
} from '@shared/company-roles';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import type { SessionUser } from '../app-env';
import type { Db } from '../db/client';
import { companyMembers, companyPositionAssignments, companyProfiles, jobs } from '../db/schema';
import { requireRole } from '../middleware/session';
import { AppError, forbidden } from './app-error';

type Reader = Pick<Db, 'select'>;

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;

export interface CompanyActor {
  /** The person signed in. */
  user: SessionUser;
  company: CompanyProfileRow;
  /** Their role on the company account. */
  role: CompanyRole;
  /** The company's account: the user id its positions, views, invitations and subscription are keyed by. */
  account: { id: string };
}

export const requireCompanyUser = (actor: SessionUser | null): SessionUser => requireRole(actor, 'company');

/** The company the user is a member of, with their role (every company profile has its owner as a member). */
export async function findCompanyMembership(
  db: Pick<Db, 'select'>,
  userId: string,
): Promise<{ company: CompanyProfileRow; role: CompanyRole } | undefined> {
  const [row] = await db
    .select({ company: companyProfiles, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row && { company: row.company, role: row.role as CompanyRole };
}

/** The profile of the company the user belongs to (their own, or the one they were invited into). */
export async function findCompanyProfileRow(db: Db, userId: string): Promise<CompanyProfileRow | undefined> {
  return (await findCompanyMembership(db, userId))?.company;
}

/** A company user whose profile is saved: required to post, manage positions, review applicants and search. */
export async function requireCompletedCompany(
  db: Db,
  actor: SessionUser | null,
  permission: CompanyPermission = 'review',
): Promise<CompanyActor> {
  const user = requireCompanyUser(actor);
  const membership = await findCompanyMembership(db, user.id);
  if (!membership?.company.profileCompleted) {
    if (membership && membership.role !== 'owner') throw forbidden(COMPANY_TEAM_MESSAGES.ownerSetsUp);
    throw new AppError('PROFILE_INCOMPLETE', COMPANY_ERROR_MESSAGES.profileIncomplete);
  }
  const companyActor = {
    user,
    company: membership.company,
    role: membership.role,
    account: { id: membership.company.userId },
  };
  requireCompanyPermission(companyActor, permission);
  return companyActor;
}

export const COMPANY_TEAM_MESSAGES = {
  ownerSetsUp: 'The company’s owner has not finished its profile yet.',
  forbidden: {
    billing: 'Only the company’s owner manages billing.',
    ownership: 'Only the company’s owner can do that.',
    team: 'Only the company’s owner and admins manage the team.',
    profile: 'Only the company’s owner and admins edit the company profile.',
    positions: 'Your role does not include managing positions.',
    applications: 'Your role does not include moving applications.',
    messages: 'Your role does not include the conversations with applicants.',
    search: 'Your role does not include the advisor search.',
    review: 'Your role does not include reviewing applicants.',
  } satisfies Record<CompanyPermission, string>,
};

export function requireCompanyPermission(actor: Pick<CompanyActor, 'role'>, permission: CompanyPermission) {
  if (!mayCompany(actor.role, permission)) throw forbidden(COMPANY_TEAM_MESSAGES.forbidden[permission]);
}

/**
 * The positions the member may see, as a `where` on `jobs`: the company's, and for an interviewer only those they
 * are assigned to. Every position and applicant query of the company area uses it.
 */
export function positionScope(actor: Pick<CompanyActor, 'role' | 'account' | 'user'>): SQL {
  const ofCompany = eq(jobs.postedBy, actor.account.id);
  if (!seesAssignedPositionsOnly(actor.role)) return ofCompany;
  const assigned = sql`(select ${companyPositionAssignments.jobId} from ${companyPositionAssignments} where ${companyPositionAssignments.userId} = ${actor.user.id})`;
  return and(ofCompany, inArray(jobs.id, assigned))!;
}

/**
 * Billing belongs to the company's owner: a colleague on a company account (any other role) is refused, so they
 * cannot buy or cancel a plan for themselves or for the company. Advisors and owners pass.
 */
export async function refuseCompanyColleague(
  db: Db,
  actor: SessionUser | null,
  permission: CompanyPermission,
) {
  if (actor?.role !== 'company') return;
  const membership = await findCompanyMembership(db, actor.id);
  if (membership) requireCompanyPermission(membership, permission);
}

/** The member as `loadApplicationFor` reads an application for the company: the account, within the member's scope. */
export const asCompanyViewer = (actor: CompanyActor) => ({
  id: actor.account.id,
  scope: positionScope(actor),
});

/**
 * A company member acting where a service compares the caller with the company's account (interviews): the same
 * session user with the account's id, once the member's role allows `permission`. Anyone else passes unchanged.
 */
export async function asCompanyAccount(
  db: Db,
  actor: SessionUser | null,
  permission: CompanyPermission,
): Promise<SessionUser | null> {
  if (actor?.role !== 'company') return actor;
  const member = await requireCompletedCompany(db, actor, permission);
  return { ...actor, id: member.account.id };
}

// --- the company's shared inbox (features/messaging/messaging-party.ts) ------------------------------------------

const MESSAGING_ROLES = COMPANY_ROLES.filter((role) => mayCompany(role, 'messages'));

/**
 * Whose conversations the user reads and writes: an advisor's own; a company member's company account (one shared
 * inbox); null for a member whose role takes no part in them (the interviewer). A company user without a profile
 * yet has none but their own id.
 */
export async function conversationPartyOf(db: Reader, user: SessionUser): Promise<string | null> {
  if (user.role !== 'company') return user.id;
  const membership = await findCompanyMembership(db, user.id);
  if (!membership) return user.id;
  return mayCompany(membership.role, 'messages') ? membership.company.userId : null;
}

/** The members of the company with this account who take part in its conversations (each gets the new messages). */
export async function findCompanyConversationMembers(db: Reader, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
    .where(and(eq(companyProfiles.userId, accountId), inArray(companyMembers.role, MESSAGING_ROLES)));
  const members = rows.map((row) => row.userId);
  // The account itself always (a company from before teams has no member rows until its profile is saved).
  return members.includes(accountId) ? members : [accountId, ...members];
}

/** Whether `userId` converses for the company whose account is `accountId` (the account itself, or a member). */
export async function conversesForCompany(db: Reader, userId: string, accountId: string): Promise<boolean> {
  return (await findCompanyConversationMembers(db, accountId)).includes(userId);
}
