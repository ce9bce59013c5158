// The timeline of an application: every step (application_status_events) with its time and who took it. The same
// rows are shaped twice: the company sees which of its people acted and every reason; the advisor sees only "you",
// "the company" or "the platform", and only the reasons that were shared with them (decision 026).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { TIMELINE_STEPS, type TimelineStep } from '@shared/constants';
import type { AdvisorTimelineEntry, CompanyTimelineEntry } from '@shared/schemas/hiring';
import type { Db } from '../../db/client';
import { applications, applicationStatusEvents, companyProfiles, jobs, user as users } from '../../db/schema';

export type ActorRole = 'advisor' | 'company' | 'platform';

/** A transaction or the database: steps are recorded inside the change that causes them. */
type Executor = Pick<Db, 'insert'>;

const asStep = (value: string): TimelineStep =>
  (TIMELINE_STEPS as readonly string[]).includes(value) ? (value as TimelineStep) : 'applied';

const asRole = (value: string): ActorRole =>
  value === 'advisor' || value === 'platform' ? value : 'company';

export async function recordStep(
  tx: Executor,
  step: {
    applicationId: string;
    step: TimelineStep;
    actorRole: ActorRole;
    actorId: string | null;
    at: Date;
    reason?: string | null;
    reasonShared?: boolean;
  },
) {
  await tx.insert(applicationStatusEvents).values({
    applicationId: step.applicationId,
    status: step.step,
    actorRole: step.actorRole,
    changedBy: step.actorId,
    createdAt: step.at,
    reason: step.reason ?? null,
    reasonShared: step.reasonShared ?? true,
  });
}

async function readEvents(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationStatusEvents.applicationId,
      status: applicationStatusEvents.status,
      reason: applicationStatusEvents.reason,
      reasonShared: applicationStatusEvents.reasonShared,
      actorRole: applicationStatusEvents.actorRole,
      // The person who acted: their account name, else the contact person of their company profile — a company
      // that signed up through the form has no account name, and "The company" would hide who acted.
      actorName: sql<
        string | null
      >`coalesce(nullif(trim(${users.name}), ''), nullif(trim(${companyProfiles.contactFullName}), ''))`,
      createdAt: applicationStatusEvents.createdAt,
    })
    .from(applicationStatusEvents)
    .leftJoin(users, eq(users.id, applicationStatusEvents.changedBy))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, applicationStatusEvents.changedBy))
    .where(inArray(applicationStatusEvents.applicationId, applicationIds))
    .orderBy(asc(applicationStatusEvents.createdAt), asc(applicationStatusEvents.id));
}

function groupBy<T extends { applicationId: string }, R>(rows: T[], ids: string[], shape: (row: T) => R) {
  const grouped = new Map<string, R[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.applicationId)?.push(shape(row));
  return grouped;
}

/** The company's timelines of these applications (the caller has checked they are the company's own). */
export async function findCompanyTimelines(
  db: Db,
  applicationIds: string[],
): Promise<Map<string, CompanyTimelineEntry[]>> {
  const rows = await readEvents(db, applicationIds);
  return groupBy(rows, applicationIds, (row) => {
    const by = asRole(row.actorRole);
    return {
      step: asStep(row.status),
      at: row.createdAt.toISOString(),
      by,
      byName: by === 'company' ? (row.actorName ?? null) : null,
      reason: row.reason,
      reasonShared: row.reasonShared,
    };
  });
}

/** The advisor's timelines of these applications (the caller has checked they are the advisor's own). */
export async function findAdvisorTimelines(
  db: Db,
  applicationIds: string[],
): Promise<Map<string, AdvisorTimelineEntry[]>> {
  const rows = await readEvents(db, applicationIds);
  return groupBy(rows, applicationIds, (row) => {
    const role = asRole(row.actorRole);
    return {
      step: asStep(row.status),
      at: row.createdAt.toISOString(),
      by: role === 'advisor' ? ('you' as const) : role,
      reason: row.reasonShared ? row.reason : null,
    };
  });
}

/** The day an application still waiting for its first answer closes (null once answered or no longer open). */
export const respondBy = (row: {
  status: string;
  createdAt: Date;
  firstResponseAt: Date | null;
  responseDays: number;
}): string | null =>
  row.status === 'applied' && !row.firstResponseAt
    ? new Date(row.createdAt.getTime() + row.responseDays * 86_400_000).toISOString()
    : null;

/** Columns the applicant card needs for `respondBy` (joined with jobs). */
export const RESPOND_BY_COLUMNS = {
  firstResponseAt: applications.firstResponseAt,
  responseDays: sql<number>`${jobs.responseDays}`.mapWith(Number),
};
