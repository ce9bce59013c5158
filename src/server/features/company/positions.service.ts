// A company's own positions: the dashboard (paginated in SQL, applicant counts grouped in SQL), create and edit
// (sanitized, logo rule, unique public slug), activate/deactivate, and the older board-position form.
// Ownership is part of every where clause (posted_by = the company user): another company's id is a 404.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import { percentOfBps } from '@shared/board-matrix';
import {
  COMPANY_ERROR_MESSAGES,
  POSITION_FEE_CURRENCY_REQUIRED,
  type DashboardPage,
  type DashboardQuery,
  type LegacyPostValues,
  type Position,
  type PositionStatusInput,
  type PositionUpdateValues,
  type PositionValues,
} from '@shared/schemas/company';
import type { SessionUser } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { applications, jobs } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { JobQueue } from '../../lib/queue/job-queue';
import { sanitizeRichText, safeHttpUrl } from '../../lib/sanitize';
import { cleanOptional, requireCleanFields } from './clean-text';
import {
  positionScope,
  requireCompletedCompany,
  type CompanyActor,
  type CompanyProfileRow,
} from '../../lib/company-actor';
import { recordCompanyChange } from '../../lib/company-audit';
import { isUuid } from '../../lib/ids';
import { requireOwnLogo } from './company-logo.service';
import { jobContentOf } from '../jobs/job-card';
import { isUniqueViolation, nextFreeJobSlug } from './job-slug';

type JobRow = typeof jobs.$inferSelect;
type JobInsert = typeof jobs.$inferInsert;

/** Source of positions posted through the older /post-board-position form (spec §7). */
export const LEGACY_POSTING_SOURCE = 'company_posting';

export function toPosition(row: JobRow): Position {
  return {
    ...jobContentOf(row),
    source: row.source,
    responseDays: row.responseDays,
    closingMessage: row.closingMessage,
    boardListed: row.boardListed,
    isActive: row.isActive,
    isPublic: row.isPublic,
    publicJobSlug: row.publicJobSlug,
    postedDate: row.postedDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    equityPercent: row.equityBps === null ? null : percentOfBps(row.equityBps),
    monthlyFee: row.monthlyFee,
    feeCurrency: row.feeCurrency,
  };
}

/** The one ownership rule for positions: the company user posted it. */
export const ownedBy = (userId: string) => eq(jobs.postedBy, userId);

export async function findMyPositions(
  db: Db,
  { actor, query }: { actor: SessionUser | null; query: DashboardQuery },
): Promise<DashboardPage> {
  const member = await requireCompletedCompany(db, actor);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(jobs)
    .where(positionScope(member));
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      industry: jobs.industry,
      city: jobs.city,
      country: jobs.country,
      type: jobs.type,
      engagementType: jobs.engagementType,
      compensationType: jobs.compensationType,
      isActive: jobs.isActive,
      publicJobSlug: jobs.publicJobSlug,
      postedDate: jobs.postedDate,
    })
    .from(jobs)
    .where(positionScope(member))
    // Served by jobs_posted_by_idx (posted_by, created_at).
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(LIMITS.pageSize)
    .offset((page - 1) * LIMITS.pageSize);
  const counts = await countApplicants(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      ...row,
      postedDate: row.postedDate.toISOString(),
      applicantCount: counts.get(row.id) ?? 0,
    })),
    page,
    pageCount,
    total,
  };
}

async function countApplicants(db: Db, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: applications.jobId, applicants: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.map((row) => [row.jobId, row.applicants]));
}

async function findOwnPosition(db: Db, member: CompanyActor, positionId: string): Promise<JobRow> {
  if (!isUuid(positionId)) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, positionId.toLowerCase()), positionScope(member)));
  if (!row) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  return row;
}

export async function getMyPosition(
  db: Db,
  { actor, positionId }: { actor: SessionUser | null; positionId: string },
): Promise<Position> {
  const member = await requireCompletedCompany(db, actor);
  return toPosition(await findOwnPosition(db, member, positionId));
}

/** The position's logo: the one given, else the company's; a company without a logo must give one (spec §5). */
function resolveLogo(input: string | undefined, user: SessionUser, company: CompanyProfileRow): string {
  const given = requireOwnLogo(input, user.id);
  const logo = given ? (given.startsWith('/files/') ? given : safeHttpUrl(given)) : company.logoUrl;
  if (!logo) {
    const message = COMPANY_ERROR_MESSAGES.logoRequired;
    throw new AppError('LOGO_REQUIRED', message, [{ path: 'logoUrl', message }]);
  }
  return logo;
}

/** Sanitizes the form: plain text stripped, the description kept as safe rich text, required fields re-checked. */
function cleanPositionFields(input: PositionValues) {
  const required = requireCleanFields({
    title: { value: input.title, message: 'title is required' },
    industry: { value: input.industry, message: 'industry is required' },
    city: { value: input.city, message: 'city is required' },
    country: { value: input.country, message: 'country is required' },
    companySummary: { value: input.companySummary, message: 'company summary is required' },
    jobDescription: {
      value: input.jobDescription,
      message: 'job description is required',
      clean: sanitizeRichText,
    },
  });
  return {
    ...required,
    type: input.type,
    compensationType: input.compensationType,
    engagementType: input.engagementType,
    salary: cleanOptional(input.salary),
    jobUrl: safeHttpUrl(input.jobUrl),
    responseDays: input.responseDays,
    boardListed: input.boardListed,
    ...compensationFields(input),
  };
}

/** Equity in basis points and the monthly fee with its currency (decision 051); a fee needs its currency. */
function compensationFields(input: PositionValues) {
  if (input.monthlyFee !== undefined && !input.feeCurrency) {
    throw new AppError('VALIDATION_FAILED', POSITION_FEE_CURRENCY_REQUIRED, [
      { path: 'feeCurrency', message: POSITION_FEE_CURRENCY_REQUIRED },
    ]);
  }
  return {
    equityBps: input.equityPercent === undefined ? null : Math.round(input.equityPercent * 100),
    monthlyFee: input.monthlyFee ?? null,
    feeCurrency: input.monthlyFee === undefined ? null : input.feeCurrency!,
  };
}

/** Inserts with a fresh unique slug; a concurrent clash on the slug's unique index is retried. */
/**
 * Inserts a new position with a free slug, its audit entry and its announcement to saved searches in one
 * transaction: the entry and the alert job exist exactly when the position does. A slug taken by a concurrent
 * post fails only its own savepoint, and the next free one is tried.
 */
async function insertPosition(
  deps: { db: Db; queue: JobQueue; now: Date },
  member: CompanyActor,
  values: Omit<JobInsert, 'publicJobSlug'>,
): Promise<JobRow> {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertWithUniqueSlug(tx, values);
    await recordCompanyChange(tx, member, {
      action: 'position.created',
      subjectType: 'position',
      subjectId: inserted.id,
      subjectLabel: inserted.title,
      at: deps.now,
    });
    await announcePublished(deps.queue, inserted.id, tx);
    return inserted;
  });
  deps.queue.wake('saved-search-match');
  return row;
}

async function insertWithUniqueSlug(tx: Tx, values: Omit<JobInsert, 'publicJobSlug'>): Promise<JobRow> {
  for (let attempt = 0; ; attempt++) {
    const publicJobSlug = await nextFreeJobSlug(tx, values.title, values.companyName ?? '');
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(jobs)
          .values({ ...values, publicJobSlug })
          .returning();
        return row!;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function createPosition(
  deps: { db: Db; queue: JobQueue; now: Date; siteName: string },
  { actor, input }: { actor: SessionUser | null; input: PositionValues },
): Promise<Position> {
  const member = await requireCompletedCompany(deps.db, actor, 'positions');
  const { user, company } = member;
  const fields = cleanPositionFields(input);
  const row = await insertPosition(deps, member, {
    ...fields,
    logoUrl: resolveLogo(input.logoUrl, user, company),
    companyName: company.companyName,
    companyId: company.id,
    companyUrl: company.websiteUrl,
    source: deps.siteName,
    postedBy: member.account.id,
    postedDate: deps.now,
    isActive: true,
    isPublic: true,
    createdAt: deps.now,
    updatedAt: deps.now,
  });
  return toPosition(row);
}

export async function updatePosition(
  deps: { db: Db; queue: JobQueue; now: Date },
  {
    actor,
    positionId,
    input,
  }: { actor: SessionUser | null; positionId: string; input: PositionUpdateValues },
): Promise<Position> {
  const member = await requireCompletedCompany(deps.db, actor, 'positions');
  const { user, company } = member;
  const current = await findOwnPosition(deps.db, member, positionId);
  const fields = cleanPositionFields(input);
  const { companyName } = requireCleanFields({
    companyName: { value: input.companyName, message: 'company name is required' },
  });
  // The slug stays as it was: links that were shared keep working after an edit.
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({
        ...fields,
        companyName,
        logoUrl: resolveLogo(input.logoUrl, user, company),
        updatedAt: deps.now,
      })
      .where(and(eq(jobs.id, current.id), positionScope(member)))
      .returning();
    if (row)
      await recordCompanyChange(tx, member, {
        action: 'position.edited',
        subjectType: 'position',
        subjectId: row.id,
        subjectLabel: row.title,
        at: deps.now,
      });
    // A change to what the engine reads made the stored fits of this position's applications stale in this
    // transaction (a trigger, decision 030); the job that scores them again exists exactly when the edit commits.
    if (row) await deps.queue.send('application-fits', {}, { tx });
    return row;
  });
  if (!saved) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  deps.queue.wake('application-fits');
  return toPosition(saved);
}

export async function setPositionActive(
  deps: { db: Db; queue: JobQueue; now: Date },
  { actor, positionId, input }: { actor: SessionUser | null; positionId: string; input: PositionStatusInput },
) {
  const member = await requireCompletedCompany(deps.db, actor, 'positions');
  if (!isUuid(positionId)) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ isActive: input.isActive, updatedAt: deps.now })
      .where(and(eq(jobs.id, positionId.toLowerCase()), positionScope(member)))
      .returning({ id: jobs.id, isActive: jobs.isActive, title: jobs.title });
    if (row)
      await recordCompanyChange(tx, member, {
        action: row.isActive ? 'position.opened' : 'position.closed',
        subjectType: 'position',
        subjectId: row.id,
        subjectLabel: row.title,
        at: deps.now,
      });
    return row && { id: row.id, isActive: row.isActive };
  });
  if (!saved) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  // Opened again: visible again, so saved searches hear of it (a search already alerted to it is not mailed twice).
  if (saved.isActive) await announcePublished(deps.queue, saved.id);
  return saved;
}

/** A role became visible to advisors: the instant saved searches it matches are found by a job (decision 045). */
const announcePublished = (queue: JobQueue, jobId: string, tx?: Tx) =>
  queue.send('saved-search-match', { jobId }, tx ? { tx } : undefined);

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The older form's description is plain text; the job page renders HTML, so paragraphs become <p>. */
const plainTextToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

export async function createLegacyPosting(
  deps: { db: Db; queue: JobQueue; now: Date },
  { actor, input }: { actor: SessionUser | null; input: LegacyPostValues },
): Promise<Position> {
  const member = await requireCompletedCompany(deps.db, actor, 'positions');
  const { company } = member;
  const { title, description } = requireCleanFields({
    title: { value: input.title, message: 'title is required' },
    description: { value: input.description, message: 'description is required' },
  });
  const row = await insertPosition(deps, member, {
    title,
    jobDescription: plainTextToHtml(description),
    companySummary: company.companyDescription,
    industry: cleanOptional(input.industry),
    city: cleanOptional(input.city),
    country: cleanOptional(input.country),
    type: 'board',
    engagementType: input.engagementType ?? null,
    compensationType: input.compensationType ?? null,
    salary: cleanOptional(input.salary),
    logoUrl: company.logoUrl,
    companyName: company.companyName,
    companyId: company.id,
    companyUrl: company.websiteUrl,
    source: LEGACY_POSTING_SOURCE,
    postedBy: member.account.id,
    postedDate: deps.now,
    isActive: true,
    isPublic: true,
    createdAt: deps.now,
    updatedAt: deps.now,
  });
  return toPosition(row);
}
