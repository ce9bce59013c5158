// Open roles for advisors: the filtered list (paginated in SQL, Pro-gated), public job and position pages,
// applications (one per job and advisor) and the advisor's own applications.
import { getCompensationContext } from './compensation-context';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { JobFilters } from '@shared/schemas/jobs';
import type { ApplyInput } from '@shared/schemas/screening';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applications, jobs } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { VersionedMemo } from '../../lib/versioned-memo';
import type { JobQueue } from '../../lib/queue/job-queue';
import { requireRole } from '../../middleware/session';
import { getAccess } from '../billing/access.service';
import { findCompaniesResponsiveness } from '../hiring/responsiveness.service';
import { findMyApplicationHiring } from '../hiring/withdrawal.service';
import { insertApplication, reopenWithdrawnApplication } from '../applications/applications.service';
import { checkApplicationAnswers, findMyApplicationScreening } from '../applications/answers.service';
import { acceptsApplications, toJobCard, toPublicJob, type JobRow } from './job-card';
import { requireRevealConfirmed } from '../notifications/identity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every job slug is made by slugify (lowercase letters, digits, hyphens); anything else cannot name a role. */
const SLUG_KEY_PATTERN = /^[a-z0-9-]{1,200}$/;
const WORK_TYPES: Record<string, string> = {
  Remote: 'remote',
  Onsite: 'on-site',
  Hybrid: 'hybrid',
  Unspecified: 'unspecified',
};

/** Text filters are case-insensitive "contains"; % and _ typed by the user are matched literally. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filters: Omit<JobFilters, 'page'>): SQL[] {
  const conditions: SQL[] = [eq(jobs.isActive, true)];
  if (filters.title) conditions.push(ilike(jobs.title, contains(filters.title)));
  if (filters.industry) conditions.push(ilike(jobs.industry, contains(filters.industry)));
  if (filters.city) conditions.push(ilike(jobs.city, contains(filters.city)));
  if (filters.country) conditions.push(ilike(jobs.country, contains(filters.country)));
  if (filters.company) conditions.push(ilike(jobs.companyName, contains(filters.company)));
  if (filters.workType) conditions.push(eq(jobs.type, WORK_TYPES[filters.workType]!));
  if (filters.compensation) conditions.push(eq(jobs.compensationType, filters.compensation));
  if (filters.engagement) conditions.push(eq(jobs.engagementType, filters.engagement));
  return conditions;
}

export async function findAppliedJobIds(
  db: Db,
  { advisorId, jobIds }: { advisorId: string | undefined; jobIds: string[] },
) {
  if (!advisorId || jobIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(
      and(
        eq(applications.advisorUserId, advisorId),
        inArray(applications.jobId, jobIds),
        // A withdrawn application does not count: the advisor may apply again while the role is open.
        ne(applications.status, 'withdrawn'),
      ),
    );
  return new Set(rows.map((row) => row.jobId));
}

/**
 * The same rule as `findAppliedJobIds` as a column of a `jobs` select: whether the advisor has an application to the
 * row's role that is not withdrawn. A page of roles reads its flags in its own statement (decision 057).
 */
export const appliedByAdvisorSql = (advisorId: string) =>
  // Correlated on the outer row, named in full: drizzle writes a one-table select's columns unqualified.
  sql<boolean>`exists (select 1 from ${applications} aa where aa.advisor_user_id = ${advisorId}
    and aa.job_id = "jobs"."id" and aa.status <> 'withdrawn')`;

/** Every column but the search vector: it is only used inside SQL, and reading it back costs more than the row. */
const { searchVector: _searchVector, ...columnsButSearchVector } = getTableColumns(jobs);
export const jobListColumns = columnsButSearchVector;
const withoutSearchVector = { searchVector: false } as const;

/**
 * The two statements behind the job list: the total of matching roles, then one page, newest first. Exported so
 * the load benchmark replays exactly this SQL in pgbench (`.toSQL()`), next to the API that runs it.
 */
export function jobListQueries(db: Db, filters: JobFilters) {
  const where = and(...filterConditions(filters));
  return {
    count: db.select({ total: count() }).from(jobs).where(where),
    page: (page: number) =>
      db
        .select(jobListColumns)
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.postedDate), desc(jobs.id))
        .limit(LIMITS.pageSize)
        .offset((page - 1) * LIMITS.pageSize),
  };
}

/**
 * What the job list reads from the database for a filter combination, the same for every reader: remembered per
 * jobs content version when `cache` is given (jobs.routes.ts), so only a change to a job makes it count again.
 */
export interface JobListCache {
  version: number;
  memo: VersionedMemo<unknown>;
}

/** Manual mode: non-subscribers see full details only for the first two roles on page 1 (spec part 2 §4). */
export async function findJobs(
  db: Db,
  {
    actor,
    filters,
    now,
    cache,
  }: { actor: SessionUser | null; filters: JobFilters; now: Date; cache?: JobListCache },
) {
  const queries = jobListQueries(db, filters);
  const { page: _page, ...filterKey } = filters;
  const key = JSON.stringify(filterKey);
  const remembered = <T>(name: string, load: () => Promise<T>) =>
    cache ? (cache.memo(`${name}:${key}`, cache.version, load) as Promise<T>) : load();
  const total = await remembered('total', async () => (await queries.count)[0]?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.pageSize));
  const page = Math.min(filters.page, pageCount);
  const [rows, hasAccess] = await Promise.all([
    remembered(`page ${page}`, () => queries.page(page)),
    actor ? getAccess(db, { userId: actor.id, now }).then((access) => access.hasActiveSubscription) : false,
  ]);
  const applied = await findAppliedJobIds(db, { advisorId: actor?.id, jobIds: rows.map((r) => r.id) });
  return {
    items: rows.map((row, index) =>
      toJobCard(row, {
        locked: !hasAccess && !(page === 1 && index < LIMITS.freeUnlockedResults),
        applied: applied.has(row.id),
      }),
    ),
    page,
    pageCount,
    total,
  };
}

async function findJobBy(db: Db, idOrSlug: string, extra: SQL[]): Promise<JobRow | undefined> {
  const key = idOrSlug.trim();
  // Checked before the query: a NUL byte or stray text in the URL is a 404, not a database error.
  if (!UUID_PATTERN.test(key) && !SLUG_KEY_PATTERN.test(key.toLowerCase())) return undefined;
  const identity = UUID_PATTERN.test(key)
    ? eq(jobs.id, key.toLowerCase())
    : eq(jobs.publicJobSlug, key.toLowerCase());
  return db.query.jobs.findFirst({ where: and(identity, ...extra), columns: withoutSearchVector });
}

/** `/job/{idOrSlug}`: a UUID is looked up by id, anything else by slug; only public and active roles. */
export async function getPublicJob(
  db: Db,
  { idOrSlug, actor, now }: { idOrSlug: string; actor: SessionUser | null; now: Date },
) {
  const row = await findJobBy(db, idOrSlug, [eq(jobs.isActive, true), eq(jobs.isPublic, true)]);
  if (!row) throw notFound('This role does not exist or is no longer open.');
  return withResponsiveness(db, row, actor, now);
}

/**
 * The public role with whether the viewer applied, its company's responsiveness and its compensation context
 * (decision 051): three reads, side by side.
 */
async function withResponsiveness(db: Db, row: JobRow, actor: SessionUser | null, now: Date) {
  const [applied, responsiveness, compensationContext] = await Promise.all([
    findAppliedJobIds(db, { advisorId: actor?.id, jobIds: [row.id] }),
    findCompaniesResponsiveness(db, [row.postedBy]),
    getCompensationContext(db, { role: row, now }),
  ]);
  return {
    ...toPublicJob(row, applied.has(row.id)),
    responsiveness: responsiveness.get(row.postedBy ?? '') ?? null,
    compensationContext,
  };
}

/** `/position/{jobId}`: an active role by id. */
export async function getActivePosition(
  db: Db,
  { jobId, actor, now }: { jobId: string; actor: SessionUser | null; now: Date },
) {
  if (!UUID_PATTERN.test(jobId)) throw notFound('Job position not found or no longer available.');
  const row = await db.query.jobs.findFirst({
    where: and(eq(jobs.id, jobId.toLowerCase()), eq(jobs.isActive, true)),
    columns: withoutSearchVector,
  });
  if (!row) throw notFound('Job position not found or no longer available.');
  return withResponsiveness(db, row, actor, now);
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

export async function createApplication(
  deps: { db: Db; queue: JobQueue; now: Date },
  { actor, jobId, input }: { actor: SessionUser | null; jobId: string; input?: ApplyInput },
) {
  const { db, now } = deps;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to apply for this position.');
  const advisor = requireRole(actor, 'advisor');
  if (!UUID_PATTERN.test(jobId)) throw notFound('Job position not found or no longer available.');
  const job = await db.query.jobs.findFirst({
    where: and(eq(jobs.id, jobId.toLowerCase()), eq(jobs.isActive, true)),
  });
  if (!job) throw notFound('Job position not found or no longer available.');
  if (!acceptsApplications(job)) {
    throw new AppError('BAD_REQUEST', 'This role takes applications on the company’s own page.');
  }
  // The role's screening questions answered as they ask (a 422 by field); stored with the application.
  const screening = await checkApplicationAnswers(db, { jobId: job.id, input });
  if (job.postedBy) {
    await requireRevealConfirmed(db, {
      advisorId: advisor.id,
      companyUserId: job.postedBy,
      companyName: job.companyName,
      confirmed: input?.confirmReveal === true,
    });
  }
  try {
    const application = await db.transaction(async (tx) => {
      const created = await insertApplication(tx, {
        jobId: job.id,
        advisorId: advisor.id,
        at: now,
        screening,
      });
      // The application's stored fit (decision 030) is inserted stale with it; the job scores it.
      await deps.queue.send('application-fits', {}, { tx });
      return { id: created.id, jobId: job.id, status: 'applied' as const };
    });
    deps.queue.wake('application-fits');
    return application;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Applied before: a withdrawn application is opened again (features/applications), anything else is a repeat.
    const reopened = await reopenWithdrawnApplication(db, {
      advisorId: advisor.id,
      jobId: job.id,
      at: now,
      screening,
    });
    if (reopened) return { id: reopened.id, jobId: job.id, status: 'applied' as const };
    throw new AppError('ALREADY_APPLIED', 'You have already applied to this position.');
  }
}

export async function findMyApplications(db: Db, { actor }: { actor: SessionUser | null }) {
  const advisor = requireRole(actor, 'advisor');
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      job: {
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        isActive: jobs.isActive,
        publicJobSlug: jobs.publicJobSlug,
      },
      companyUserId: jobs.postedBy,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.advisorUserId, advisor.id))
    .orderBy(desc(applications.createdAt))
    .limit(200);
  const [hiring, responsiveness, screening] = await Promise.all([
    findMyApplicationHiring(db, rows),
    findCompaniesResponsiveness(
      db,
      rows.map((row) => row.companyUserId),
    ),
    findMyApplicationScreening(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ companyUserId, ...row }) => ({
    ...row,
    job: { ...row.job, responsiveness: responsiveness.get(companyUserId ?? '') ?? null },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hiring: hiring.get(row.id)!,
    screening: screening.get(row.id) ?? { answers: [], motivation: null },
  }));
}

/** Public active roles for the sitemap, newest first. */
export async function findSitemapJobs(db: Db) {
  return db
    .select({ id: jobs.id, slug: jobs.publicJobSlug, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.isActive, true), eq(jobs.isPublic, true)))
    .orderBy(desc(jobs.postedDate))
    .limit(45_000);
}

/** Public active roles matching the manual search's filters, newest first: the open roles feeds (role-feeds.ts). */
export async function findFeedJobs(db: Db, filters: Omit<JobFilters, 'page'>, limit: number) {
  return db
    .select(jobListColumns)
    .from(jobs)
    .where(and(...filterConditions(filters), eq(jobs.isPublic, true)))
    .orderBy(desc(jobs.postedDate), desc(jobs.id))
    .limit(limit);
}

/**
 * Open roles matching the manual search's filters posted in (after, until], newest first: a saved search's daily or
 * weekly mail (features/saved-searches), with the list's own conditions.
 */
export async function findJobsPostedBetween(
  db: Db,
  filters: Omit<JobFilters, 'page'>,
  { after, until, limit }: { after: Date; until: Date; limit: number },
) {
  return db
    .select(jobListColumns)
    .from(jobs)
    .where(and(...filterConditions(filters), gt(jobs.postedDate, after), lte(jobs.postedDate, until)))
    .orderBy(desc(jobs.postedDate), desc(jobs.id))
    .limit(limit);
}
