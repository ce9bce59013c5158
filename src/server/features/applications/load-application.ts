// The one way to read an application on behalf of someone: the application, its role (the position), both parties
// and their display names — or nothing when the id is malformed, unknown, or not the caller's. The caller's side is
// part of the query's `where`, so someone else's application is indistinguishable from a missing one (a 404 to the
// caller, whose message each feature words for its screen).
import { and, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { advisorDisplayName } from '@shared/advisor-name';
import type { Db } from '../../db/client';
import { applications, companyProfiles, jobs, profiles, user as users } from '../../db/schema';
import { isUuid } from '../../lib/ids';

/**
 * Whose application the caller must be: the advisor who applied, the company that posted the role, or either;
 * 'platform' is background work acting for nobody (a reminder job), which reads any application.
 */
export type ApplicationViewer = 'advisor' | 'company' | 'party' | 'platform';

/** A transaction or the database. */
type Reader = Pick<Db, 'select'>;

const companyUsers = alias(users, 'company_user');

export async function loadApplicationFor(
  db: Reader,
  actor: { id: string; scope?: SQL } | null,
  applicationId: string,
  as: ApplicationViewer,
) {
  if (!isUuid(applicationId) || (!actor && as !== 'platform')) return undefined;
  const me = actor?.id ?? '';
  const caller: Record<ApplicationViewer, SQL | undefined> = {
    advisor: eq(applications.advisorUserId, me),
    // A company member passes the company's account as `id` and their positions' scope (lib/company-actor.ts).
    company: actor?.scope ?? eq(jobs.postedBy, me),
    party: or(eq(applications.advisorUserId, me), eq(jobs.postedBy, me)),
    platform: undefined,
  };
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      jobId: applications.jobId,
      advisorUserId: applications.advisorUserId,
      companyUserId: jobs.postedBy,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      viewedAt: applications.viewedAt,
      firstResponseAt: applications.firstResponseAt,
      role: {
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        isActive: jobs.isActive,
        responseDays: jobs.responseDays,
      },
      advisor: {
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        fullName: profiles.fullName,
        timeZone: profiles.timeZone,
      },
      company: {
        email: companyUsers.email,
        accountName: companyUsers.name,
        contactName: companyProfiles.contactFullName,
        profileCompanyName: companyProfiles.companyName,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.advisorUserId))
    .leftJoin(profiles, eq(profiles.id, applications.advisorUserId))
    .leftJoin(companyUsers, eq(companyUsers.id, jobs.postedBy))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.postedBy))
    .where(and(eq(applications.id, applicationId.toLowerCase()), caller[as]));
  if (!row) return undefined;
  const side: 'advisor' | 'company' = row.advisorUserId === me ? 'advisor' : 'company';
  return {
    ...row,
    /** The caller's side of the application ('company' for the platform). */
    side,
    advisor: { ...row.advisor, id: row.advisorUserId, name: advisorDisplayName(row.advisor) },
    company: {
      ...row.company,
      id: row.companyUserId,
      /** The name on the role, else the company profile's, else a neutral one. */
      name: row.role.companyName || row.company.profileCompanyName || 'The company',
    },
  };
}

export type LoadedApplication = NonNullable<Awaited<ReturnType<typeof loadApplicationFor>>>;
