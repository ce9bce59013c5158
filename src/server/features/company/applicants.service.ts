// Applicants of the company's own positions (paginated in SQL, filtered by status) and status changes: each
// change is recorded with its time and actor, and the advisor is told by e-mail. A company only ever sees or
// moves applications to positions it posted — that condition is in every query.
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, LIMITS, RESPONSE_WINDOW, type ApplicationStatus } from '@shared/constants';
import {
  APPLICANT_CARD_INDUSTRIES,
  APPLICANT_CARD_SKILLS,
  COMPANY_ERROR_MESSAGES,
  type ApplicantCard,
  type ApplicantsPage,
  type ApplicantsQuery,
  type ApplicationStatusChanged,
  type ApplicationStatusChangeValues,
  type PositionPicker,
} from '@shared/schemas/company';
import type { ApplicantHiring } from '@shared/schemas/hiring';
import type { MatchFit } from '@shared/schemas/jobs';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applicantAssessments, applicationFits, applications, jobs, profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { VersionedMemo } from '../../lib/versioned-memo';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../lib/queue/job-queue';
import { canTransition } from '@shared/application-lifecycle';
import { advisorDisplayName } from '@shared/advisor-name';
import { setCompanyStatus } from '../applications/applications.service';
import { loadApplicationFor } from '../applications/load-application';
import { notify, type NotifyDeps } from '../notifications/notify.service';
import { findApplicantHiring } from '../hiring/assessment.service';
import { findApplicantChecks } from '../board-seats/board-checks';
import {
  answerFilters,
  findApplicantScreening,
  positionScorersSql,
  toScorers,
} from '../screening/scorecards.service';
import { afterStatusChange } from '../hiring/status-steps.service';
import { findStaleFits, refreshFitsOfPosition, staleFit } from './applicant-fit';
import { statusChangedNotice } from '../notifications/hiring-notices';
import { asCompanyViewer, positionScope, requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';

/**
 * Stale stored fits a page sorted by fit scores itself before sorting (decision 030): normally none or a few (the
 * application-fits job runs after every edit); a whole position's after its text changed. Past this many the rest
 * sort by their previous score until the job, already queued by that edit, has scored them.
 */
const FIT_REFRESH_LIMIT = 2000;

/** The picker lists every position; the bound only keeps a pathological account from a huge answer. */
const PICKER_LIMIT = 1000;

export const asApplicationStatus = (value: string): ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value) ? (value as ApplicationStatus) : 'applied';

/** First `shown` items and how many more there are ('+N more'). */
export const firstOf = (items: string[], shown: number) => ({
  shown: items.slice(0, shown),
  more: Math.max(0, items.length - shown),
});

/**
 * The company's positions for the picker change only with a job, so they are remembered per jobs content version
 * when `pickers` is given (company.routes.ts). They are their own request: a company with a thousand positions
 * does not receive them again with every page of applicants.
 */
export interface PickerCache {
  version: number;
  memo: VersionedMemo<unknown>;
}

export async function findPositionPicker(
  db: Db,
  { actor, pickers }: { actor: SessionUser | null; pickers?: PickerCache },
): Promise<PositionPicker> {
  const member = await requireCompletedCompany(db, actor);
  const load = async (): Promise<PositionPicker> => ({
    positions: await db
      .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive })
      .from(jobs)
      .where(positionScope(member))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PICKER_LIMIT),
  });
  // An interviewer's list changes with their assignments, which the jobs version does not count: read every time.
  return pickers && member.role !== 'interviewer'
    ? (pickers.memo(`picker ${member.account.id}`, pickers.version, load) as Promise<PositionPicker>)
    : load();
}

/**
 * The position whose applicants are shown (the one asked for, or the newest), its answer window, and — in the same
 * statement (decision 057) — its applicants counted by status and the colleagues who score them.
 */
async function findShownPosition(db: Db, scope: SQL, jobId: string | undefined) {
  if (jobId !== undefined && !isUuid(jobId)) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  const [position] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      isActive: jobs.isActive,
      responseDays: jobs.responseDays,
      // Correlated on the outer row, named in full: drizzle writes a one-table select's columns unqualified.
      statusCounts: sql<{ status: string; applicants: number }[] | null>`(
        select json_agg(json_build_object('status', c.status, 'applicants', c.applicants))
        from (select ca.status, count(*)::int as applicants from ${applications} ca
              where ca.job_id = "jobs"."id" group by ca.status) c)`,
      scorers: positionScorersSql(),
    })
    .from(jobs)
    .where(jobId === undefined ? scope : and(eq(jobs.id, jobId.toLowerCase()), scope))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  if (jobId !== undefined && !position) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  return position ?? null;
}

const emptyCounts = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;

/** A card's stored fit, if it is fresh (decision 047): scored from the current inputs by this engine. */
const isFresh = sql<boolean>`coalesce(not (${staleFit}), false)`;

export async function findApplicants(
  db: Db,
  { actor, query, now }: { actor: SessionUser | null; query: ApplicantsQuery; now: Date },
): Promise<ApplicantsPage> {
  const member = await requireCompletedCompany(db, actor);
  const shownPosition = await findShownPosition(db, positionScope(member), query.job_id);
  const statusCounts = emptyCounts();
  const empty = {
    position: shownPosition && {
      id: shownPosition.id,
      title: shownPosition.title,
      isActive: shownPosition.isActive,
    },
    status: query.status,
    sort: query.sort,
    minRating: query.min_rating ?? null,
    knockout: query.knockout,
    statusCounts,
    items: [],
    page: 1,
    pageCount: 1,
    total: 0,
  };
  if (!shownPosition) return empty;
  const jobId = shownPosition.id;

  // The counts and the requested page are independent; the page is read again only if it lies past the last one.
  // Each card's fit is the stored one (application_fits, decisions 030 and 047): its score orders and pages "best
  // fit" in SQL like the other orders, and its reasons show without running the engine. Sorted by fit, if any row
  // of the filter has a stale score the position's stale rows are scored and the page re-read; in any order, a
  // shown row whose fit is stale is scored (and stored) before the page is answered.
  const byFit = query.sort === 'fit';
  // The private rating filters and sorts in SQL (decision 026); unrated applicants come last.
  // The screening answers filter too (decision 049): knockouts hidden or only, or one question's answer.
  const byAnswer = query.question_id !== undefined && query.answer !== undefined;
  const filters = and(
    eq(applications.jobId, jobId),
    query.status === 'all' ? undefined : eq(applications.status, query.status),
    query.min_rating === undefined ? undefined : gte(applicantAssessments.rating, query.min_rating),
    query.knockout === 'all'
      ? undefined
      : query.knockout === 'only'
        ? answerFilters.knockedOut(applications.id)
        : sql`not ${answerFilters.knockedOut(applications.id)}`,
    byAnswer ? answerFilters.answered(applications.id, query.question_id!, query.answer!) : undefined,
  );
  const narrowed = query.min_rating !== undefined || query.knockout !== 'all' || byAnswer;
  const order =
    query.sort === 'rating'
      ? [
          sql`${applicantAssessments.rating} desc nulls last`,
          desc(applications.createdAt),
          desc(applications.id),
        ]
      : byFit
        ? [sql`${applicationFits.score} desc nulls last`, desc(applications.createdAt), desc(applications.id)]
        : [desc(applications.createdAt), desc(applications.id)];
  // The page is chosen from narrow rows (the application, and the rating or the stored score when the order or a
  // filter reads them), then only its ten rows are joined to the profile and the rest of the card (decision 057):
  // joining every applicant of the position to its profile before the sort cost a profile read per applicant.
  const byRating = query.sort === 'rating' || query.min_rating !== undefined;
  const pageOfApplicants = (page: number) => {
    const narrow = db
      .select({
        id: applications.id,
        // Sorted by fit: how many rows of this filter have a stale stored score (the same for every row).
        staleFits: (byFit
          ? sql<number>`(count(*) filter (where ${staleFit}) over ())::int`
          : sql<number>`0`
        ).as('stale_fits'),
      })
      .from(applications)
      .$dynamic();
    if (byRating)
      narrow.leftJoin(applicantAssessments, eq(applicantAssessments.applicationId, applications.id));
    if (byFit) narrow.leftJoin(applicationFits, eq(applicationFits.applicationId, applications.id));
    const ranked = narrow
      .where(filters)
      .orderBy(...order)
      .limit(LIMITS.pageSize)
      .offset((page - 1) * LIMITS.pageSize)
      .as('ranked');
    return db
      .select({
        applicationId: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        firstResponseAt: applications.firstResponseAt,
        advisorId: applications.advisorUserId,
        ...APPLICANT_CARD_COLUMNS,
        rating: applicantAssessments.rating,
        notes: applicantAssessments.notes,
        assessedAt: applicantAssessments.updatedAt,
        fitScore: applicationFits.score,
        fitConfidence: applicationFits.confidence,
        fitReasons: applicationFits.reasons,
        fitTensions: applicationFits.tensions,
        fitFresh: isFresh,
        staleFits: ranked.staleFits,
      })
      .from(ranked)
      .innerJoin(applications, eq(applications.id, ranked.id))
      .leftJoin(profiles, eq(profiles.id, applications.advisorUserId))
      .leftJoin(applicantAssessments, eq(applicantAssessments.applicationId, applications.id))
      .leftJoin(applicationFits, eq(applicationFits.applicationId, applications.id))
      .orderBy(...order);
  };
  const grouped = shownPosition.statusCounts ?? [];
  const scorers = toScorers(shownPosition.scorers);
  const [requested, rated] = await Promise.all([
    pageOfApplicants(query.page),
    !narrowed
      ? Promise.resolve(undefined)
      : db
          .select({ applicants: count() })
          .from(applications)
          .leftJoin(applicantAssessments, eq(applicantAssessments.applicationId, applications.id))
          .where(filters),
  ]);
  for (const row of grouped) statusCounts[asApplicationStatus(row.status)] += row.applicants;
  const total = rated
    ? (rated[0]?.applicants ?? 0)
    : query.status === 'all'
      ? Object.values(statusCounts).reduce((sum, n) => sum + n, 0)
      : statusCounts[query.status];
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.pageSize));
  const page = Math.min(query.page, pageCount);
  let shown = page === query.page ? requested : await pageOfApplicants(page);
  if (Number(shown[0]?.staleFits ?? 0) > 0) {
    // Never sorted by a stale score the page can fix: the position's stale rows are scored, then the page re-read.
    const stale = await findStaleFits(db, { jobId, limit: FIT_REFRESH_LIMIT });
    await refreshFitsOfPosition(db, { jobId, stale });
    shown = await pageOfApplicants(page);
  }
  // Normally none: a row edited since the job last ran (or past the refresh limit above).
  const staleIds = shown.filter((row) => !row.fitFresh).map((row) => row.applicationId);
  const refreshed = staleIds.length
    ? await refreshFitsOfPosition(db, {
        jobId,
        stale: await findStaleFits(db, { jobId, limit: staleIds.length, applicationIds: staleIds }),
      })
    : new Map<string, MatchFit>();
  const [hiring, screening, boardChecks] = await Promise.all([
    findApplicantHiring(
      db,
      shown.map((row) => ({
        ...row,
        responseDays: shownPosition.responseDays ?? RESPONSE_WINDOW.defaultDays,
        assessment: { rating: row.rating, notes: row.notes, updatedAt: row.assessedAt },
      })),
    ),
    // The answers, notes and scorecard summaries of the whole page in one statement (decision 049).
    findApplicantScreening(db, {
      applicationIds: shown.map((row) => row.applicationId),
      viewerId: member.user.id,
      scorers,
    }),
    // The overboarding and conflict checks of the whole page, from the rows the page's scope chose (decision 050).
    findApplicantChecks(db, {
      jobId,
      now,
      applicants: shown.map((row) => ({
        applicationId: row.applicationId,
        advisorId: row.advisorId,
        advisorName: advisorDisplayName(row),
      })),
    }),
  ]);
  const items = shown.map((row) => ({
    ...toApplicantCard(
      row,
      refreshed.get(row.applicationId) ?? storedFit(row),
      hiring.get(row.applicationId)!,
    ),
    screening: screening.get(row.applicationId)!,
    // Never missing (the position was just read); an empty check if it vanished meanwhile.
    boardCheck: boardChecks.get(row.applicationId) ?? {
      listedBoard: false,
      overboarding: null,
      conflicts: [],
    },
  }));
  return { ...empty, items, page, pageCount, total };
}

/** What the card shows of the advisor: no private field (e-mail, phone, documents) is read. */
const APPLICANT_CARD_COLUMNS = {
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  fullName: profiles.fullName,
  photoUrl: profiles.photoUrl,
  city: profiles.city,
  country: profiles.country,
  yearsExperience: profiles.yearsExperience,
  skills: profiles.skills,
  industries: profiles.industries,
  hoursAvailable: profiles.hoursAvailable,
  workPreference: profiles.workPreference,
  compensationPreference: profiles.compensationPreference,
};

/** A stored fit as the card shows it; a row without one (its application just deleted) shows no reasons. */
const storedFit = (row: {
  fitScore: number | null;
  fitConfidence: number | null;
  fitReasons: string[] | null;
  fitTensions: string[] | null;
}): MatchFit => ({
  score: row.fitScore ?? 0,
  confidence: row.fitConfidence ?? 0,
  reasons: row.fitReasons ?? [],
  tensions: row.fitTensions ?? [],
});

function toApplicantCard(
  row: {
    applicationId: string;
    status: string;
    createdAt: Date;
    updatedAt: Date;
    advisorId: string;
    firstName: string | null;
    lastName: string | null;
    fullName: string | null;
    photoUrl: string | null;
    city: string | null;
    country: string | null;
    yearsExperience: number | null;
    skills: string[] | null;
    industries: string[] | null;
    hoursAvailable: number | null;
    workPreference: string | null;
    compensationPreference: string[] | null;
  },
  fit: MatchFit,
  hiring: ApplicantHiring,
): Omit<ApplicantCard, 'screening' | 'boardCheck'> {
  const skills = firstOf(row.skills ?? [], APPLICANT_CARD_SKILLS);
  const industries = firstOf(row.industries ?? [], APPLICANT_CARD_INDUSTRIES);
  return {
    applicationId: row.applicationId,
    status: asApplicationStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    advisor: {
      id: row.advisorId,
      name: advisorDisplayName(row),
      photoUrl: row.photoUrl,
      city: row.city,
      country: row.country,
      yearsExperience: row.yearsExperience,
      skills: skills.shown,
      moreSkills: skills.more,
      industries: industries.shown,
      moreIndustries: industries.more,
      hoursAvailable: row.hoursAvailable,
      workPreference: row.workPreference,
      compensationPreference: row.compensationPreference ?? [],
    },
    fit,
    hiring,
  };
}

export interface StatusChangeDeps {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  now: Date;
  siteName: string;
  appUrl: string;
  /** What notify needs to sign the unsubscribe link and batch mail (features/notifications). */
  notifyEnv: NotifyDeps['env'];
}

export async function changeApplicationStatus(
  deps: StatusChangeDeps,
  {
    actor,
    applicationId,
    input,
  }: {
    actor: SessionUser | null;
    applicationId: string;
    input: ApplicationStatusChangeValues;
  },
): Promise<ApplicationStatusChanged> {
  const member = await requireCompletedCompany(deps.db, actor, 'applications');
  const { company } = member;
  const current = await loadApplicationFor(deps.db, asCompanyViewer(member), applicationId, 'company');
  if (!current) throw notFound(COMPANY_ERROR_MESSAGES.applicationNotFound);
  if (!canTransition(current.status, { by: 'company', to: input.status })) {
    throw new AppError(
      'APPLICATION_CLOSED',
      current.status === 'withdrawn'
        ? 'The advisor withdrew this application, so its status can no longer change.'
        : 'This application is closed, so its status can no longer change.',
    );
  }
  if (current.status === input.status) {
    return {
      id: current.id,
      status: input.status,
      updatedAt: current.updatedAt.toISOString(),
      changed: false,
      closedOthers: 0,
      positionDeactivated: false,
    };
  }

  const notice = await statusChangedNotice(
    { siteName: deps.siteName, appUrl: deps.appUrl },
    {
      applicationId: current.id,
      from: member.account.id,
      advisor: {
        userId: current.advisorUserId,
        email: current.advisor.email,
        firstName: current.advisor.firstName,
      },
      jobTitle: current.role.title,
      companyName: current.role.companyName || company.companyName,
      status: input.status,
      reason: input.reason,
      shareReason: input.shareReason,
    },
  );
  const updated = await deps.db.transaction(async (tx) => {
    // The status, its timeline step and the first-answer time (features/applications)…
    const row = await setCompanyStatus(tx, {
      applicationId: current.id,
      companyUserId: member.account.id,
      status: input.status,
      at: deps.now,
      reason: input.reason,
      shareReason: input.shareReason,
      audit: {
        by: member,
        subjectLabel: `${current.advisor.name} · ${current.role.title}`,
        from: current.status,
      },
    });
    if (!row) throw notFound(COMPANY_ERROR_MESSAGES.applicationNotFound);
    // …and a hire's closing of the other applications, with its notices (features/hiring).
    const effects = await afterStatusChange(
      tx,
      {
        db: deps.db,
        queue: deps.queue,
        now: deps.now,
        site: { siteName: deps.siteName, appUrl: deps.appUrl },
        notifyEnv: deps.notifyEnv,
      },
      {
        actorId: member.account.id,
        companyName: company.companyName,
        change: {
          applicationId: row.id,
          jobId: row.jobId,
          status: input.status,
          reason: input.reason,
          shareReason: input.shareReason,
          deactivatePosition: input.deactivatePosition,
          closingMessage: input.closingMessage,
        },
      },
    );
    // In the same transaction: the advisor is told exactly when the change is recorded, however long SMTP is down
    // (in the notification centre, and by e-mail as their notification settings say).
    if (notice) {
      await notify({ db: deps.db, queue: deps.queue, env: deps.notifyEnv, now: deps.now }, { ...notice, tx });
    }
    return { ...row, ...effects };
  });
  // Committed: this instance's mail worker sends it now rather than at its next poll.
  if (notice) deps.queue.wake('mail');
  return {
    id: updated.id,
    status: input.status,
    updatedAt: updated.updatedAt.toISOString(),
    changed: true,
    closedOthers: updated.closedOthers,
    positionDeactivated: updated.positionDeactivated,
  };
}
