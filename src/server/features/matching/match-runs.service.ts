// AI match runs. Starting one persists a row and, in the same transaction, a `match-run` job (decision 016): whichever
// instance takes the job does the work in stages whose progress is written to the database, so any instance can
// answer the status poll. A run whose instance died is retried once by the queue, and only then reported failed.
// One running run per advisor; at most 10 runs an hour.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { LIMITS } from '@shared/constants';
import type { MatchRun } from '@shared/schemas/jobs';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { jobMatchKeys, jobs, matchRuns, profiles, type StoredMatch } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../lib/queue/job-queue';
import type { VersionedMemo } from '../../lib/versioned-memo';
import { requireRole } from '../../middleware/session';
import { computeEligibility } from '../advisor-profile/eligibility';
import { getAccess } from '../billing/access.service';
import { toJobCard } from '../jobs/job-card';
import { appliedByAdvisorSql, jobListColumns } from '../jobs/jobs.service';
import { retrievalKeys } from './engine/retrieval-keys';
import { rankJobs, type AdvisorForMatching, type JobForMatching, type SimilarityProvider } from './engine';
import { MATCHING_JOB_COLUMNS, toAdvisorForMatching } from './matching-input';
import { withBoardGaps } from '../board-matrix/board-matrix.service';
import type { Clock } from '../../lib/clock';

export interface MatchDeps {
  db: Db;
  logger: Logger;
  /** A clock, not a moment: a run reads the time as it progresses. */
  clock: Clock;
  similarity?: SimilarityProvider;
  queue: JobQueue;
  /**
   * A finished run's results never change, so paging and polling can reuse them instead of reading the stored
   * JSON (about 200 explained matches) again; keyed by run id, read only after the run's owner is checked.
   */
  finishedResults?: VersionedMemo<StoredMatch[] | null>;
}

type RunRow = typeof matchRuns.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/**
 * A run that has not reported progress for this long is looked up in the queue: while its job is still queued,
 * running or waiting for its one retry it stays "running"; once the job is gone or failed for good, the run failed.
 */
const STALE_AFTER_MS = 2 * 60 * 1000;
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

async function isAbandoned(deps: MatchDeps, run: Pick<RunRow, 'id' | 'updatedAt'>, now: Date) {
  if (now.getTime() - run.updatedAt.getTime() < STALE_AFTER_MS) return false;
  const job = await deps.queue.boss.getJobById('match-run', run.id);
  return !job || !LIVE_JOB_STATES.has(job.state);
}
/** How many roles retrieval hands to the scoring engine (by concept overlap; plus some by free text). */
const CANDIDATE_LIMIT = 2000;
const FREE_TEXT_CANDIDATE_LIMIT = 500;
/** How many of the ranked roles a run keeps (the results pages read these). */
const STORED_RESULTS = 200;

export const PROFILE_INCOMPLETE_MESSAGE =
  'Profile completion is less than required. Please complete your profile first.';
const FAILED_MESSAGE = 'Failed to find matches. Please try again.';

const toAdvisor = (p: ProfileRow): AdvisorForMatching => toAdvisorForMatching(p);

/** Progress of a run still running: a run closed meanwhile (done by another attempt, or failed) is left as it is. */
async function setProgress(db: Db, runId: string, percent: number, message: string) {
  await db
    .update(matchRuns)
    .set({ percent, message, updatedAt: new Date() })
    .where(and(eq(matchRuns.id, runId), eq(matchRuns.status, 'running')));
}

const CANDIDATE_COLUMNS = MATCHING_JOB_COLUMNS;

/**
 * The roles worth scoring: those mentioning most of the advisor's skill and industry concepts (read from the
 * narrow job_match_keys table, a few megabytes even at 100 000 roles), newest first among equals, plus the newest
 * roles whose text mentions a skill or industry that names no concept. Without any of these, the newest roles.
 */
async function retrieveCandidates(db: Db, profile: ProfileRow): Promise<JobForMatching[]> {
  const { skillMask, industryMask, freeTextTerms } = retrievalKeys(profile);
  const byConcept = db
    .select({ jobId: jobMatchKeys.jobId })
    .from(jobMatchKeys)
    .where(
      and(
        eq(jobMatchKeys.isActive, true),
        skillMask === 0 && industryMask === 0
          ? undefined
          : sql`(${jobMatchKeys.skillMask} & ${skillMask} <> 0 or ${jobMatchKeys.industryMask} & ${industryMask} <> 0)`,
      ),
    )
    .orderBy(
      sql`bit_count((${jobMatchKeys.skillMask} & ${skillMask})::bit(32))
        + 2 * bit_count((${jobMatchKeys.industryMask} & ${industryMask})::bit(32)) desc`,
      desc(jobMatchKeys.postedDate),
    )
    .limit(CANDIDATE_LIMIT);
  const terms = freeTextTerms
    .map((term) => term.replace(/["&|!():*<>\\]/g, ' ').trim())
    .filter((term) => term.length > 1)
    .slice(0, 20);
  const candidateIds =
    terms.length === 0
      ? byConcept
      : union(
          byConcept,
          db
            .select({ jobId: jobs.id })
            .from(jobs)
            .where(
              and(
                eq(jobs.isActive, true),
                sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${terms.map((t) => `"${t}"`).join(' or ')})`,
              ),
            )
            .orderBy(desc(jobs.postedDate))
            .limit(FREE_TEXT_CANDIDATE_LIMIT),
        );
  const rows = await db
    .select({ ...CANDIDATE_COLUMNS, companyId: jobs.companyId })
    .from(jobs)
    .where(inArray(jobs.id, candidateIds));
  // The board gaps of the companies that described their board (decision 051); others score as before.
  return withBoardGaps(db, rows);
}

/**
 * The `match-run` job. A failure before the last attempt is thrown, so the queue retries the run once; on the last
 * attempt the run is reported failed.
 */
export async function processMatchRun(
  deps: Omit<MatchDeps, 'queue'>,
  { runId, advisorId }: { runId: string; advisorId: string },
  { lastAttempt = true }: { lastAttempt?: boolean } = {},
) {
  const { db } = deps;
  const current = await db.query.matchRuns.findFirst({
    where: eq(matchRuns.id, runId),
    columns: { status: true },
  });
  // Closed meanwhile (reported failed after its job was lost, or already done by an earlier attempt).
  if (current?.status !== 'running') return;
  try {
    await setProgress(db, runId, 10, 'Reading your profile…');
    const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, advisorId) });
    if (!profile) throw new Error('profile missing');

    await setProgress(db, runId, 30, 'Retrieving open roles that mention your expertise…');
    const candidates = await retrieveCandidates(db, profile);

    await setProgress(db, runId, 60, `Scoring ${candidates.length} roles against your profile…`);
    // Every candidate is scored; reasons, tensions and improvements are written only for the stored best 200
    // (building them for all 2 000 candidates was a quarter of the engine's time, thrown away).
    const ranked = await rankJobs(toAdvisor(profile), candidates, {
      similarity: deps.similarity,
      limit: STORED_RESULTS,
    });

    await setProgress(db, runId, 90, 'Explaining the best matches…');
    // Hard mismatches score lowest but stay in the list: the advisor sees why they rank last.
    const results: StoredMatch[] = ranked.map((match) => ({
      jobId: match.jobId,
      score: match.score,
      confidence: match.confidence,
      reasons: match.reasons.slice(0, 4),
      tensions: match.tensions,
      improvements: match.improvements,
    }));
    const finishedAt = new Date();
    await db
      .update(matchRuns)
      .set({
        status: 'done',
        percent: 100,
        message: `Found ${results.length} opportunities.`,
        results,
        finishedAt,
        updatedAt: finishedAt,
      })
      // Only a run still running: one reported failed meanwhile (its job was thought lost) keeps that answer.
      .where(and(eq(matchRuns.id, runId), eq(matchRuns.status, 'running')));
  } catch (error) {
    deps.logger.error('match run failed', {
      runId,
      lastAttempt,
      error: error instanceof Error ? error.message : String(error),
    });
    if (!lastAttempt) {
      await setProgress(db, runId, 0, 'Trying again…').catch(() => undefined);
      throw error;
    }
    await db
      .update(matchRuns)
      .set({ status: 'failed', error: FAILED_MESSAGE, updatedAt: new Date(), finishedAt: new Date() })
      .where(eq(matchRuns.id, runId))
      .catch(() => undefined);
  }
}

/** Starts a run, or returns the one already running for this advisor. The work continues after the response. */
export async function startMatchRun(
  deps: MatchDeps,
  { actor }: { actor: SessionUser | null },
): Promise<RunRow> {
  const advisor = requireRole(actor, 'advisor');
  const { db } = deps;
  const now = deps.clock.now();
  const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, advisor.id) });
  if (!computeEligibility(profile).isEligible) {
    throw new AppError('PROFILE_INCOMPLETE', `PROFILE_INCOMPLETE: ${PROFILE_INCOMPLETE_MESSAGE}`);
  }
  const findRunning = () =>
    db.query.matchRuns.findFirst({
      where: and(eq(matchRuns.advisorUserId, advisor.id), eq(matchRuns.status, 'running')),
    });
  const running = await findRunning();
  if (running) {
    if (!(await isAbandoned(deps, running, now))) return running;
    // Its job was lost or failed for good: close it so a new one can start.
    await db
      .update(matchRuns)
      .set({ status: 'failed', error: FAILED_MESSAGE, finishedAt: now })
      .where(eq(matchRuns.id, running.id));
  }

  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await db
    .select({ createdAt: matchRuns.createdAt })
    .from(matchRuns)
    .where(and(eq(matchRuns.advisorUserId, advisor.id), gte(matchRuns.createdAt, hourAgo)))
    .orderBy(matchRuns.createdAt);
  if (recent.length >= LIMITS.matchRunsPerHour) {
    const retryAfter = Math.max(
      1,
      Math.ceil((recent[0]!.createdAt.getTime() + 3600_000 - now.getTime()) / 1000),
    );
    throw new AppError(
      'RATE_LIMITED',
      `You can run AI matching ${LIMITS.matchRunsPerHour} times an hour. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      undefined,
      { 'Retry-After': String(retryAfter) },
    );
  }
  const run = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matchRuns)
      .values({
        advisorUserId: advisor.id,
        status: 'running',
        percent: 0,
        message: 'Starting…',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The job's id is the run's: the poll finds the job of a run that stopped reporting progress.
    await deps.queue.send('match-run', { runId: row!.id, advisorId: advisor.id }, { id: row!.id, tx });
    return row!;
  });
  deps.queue.wake('match-run');
  return run;
}

export async function getMatchRun(
  deps: MatchDeps,
  { actor, runId, page }: { actor: SessionUser | null; runId: string; page: number },
): Promise<MatchRun> {
  const advisor = requireRole(actor, 'advisor');
  const { db } = deps;
  const latest = runId === 'latest';
  if (!latest && !/^[0-9a-f-]{36}$/i.test(runId)) throw notFound('Match run not found.');
  let run = await db.query.matchRuns.findFirst({
    columns: { results: false },
    where: latest
      ? eq(matchRuns.advisorUserId, advisor.id)
      : and(eq(matchRuns.id, runId), eq(matchRuns.advisorUserId, advisor.id)),
    orderBy: desc(matchRuns.createdAt),
  });
  if (!run) throw notFound('Match run not found.');
  if (run.status === 'running' && (await isAbandoned(deps, run, deps.clock.now()))) {
    [run] = await db
      .update(matchRuns)
      .set({ status: 'failed', error: FAILED_MESSAGE, finishedAt: new Date() })
      .where(eq(matchRuns.id, run.id))
      .returning();
  }
  const current = run!;
  const base = {
    id: current.id,
    status: current.status as MatchRun['status'],
    percent: Math.max(0, Math.min(100, current.percent)),
    message: current.message,
    error: current.error,
    createdAt: current.createdAt.toISOString(),
  };
  if (current.status !== 'done') return { ...base, results: null };
  const loadResults = async () =>
    (await db.select({ results: matchRuns.results }).from(matchRuns).where(eq(matchRuns.id, current.id)))[0]
      ?.results ?? null;
  const stored = deps.finishedResults
    ? await deps.finishedResults(current.id, 0, loadResults)
    : await loadResults();
  if (!stored) return { ...base, results: null };

  const all = stored;
  const pageCount = Math.max(1, Math.ceil(all.length / LIMITS.pageSize));
  const shown = Math.min(page, pageCount);
  const slice = all.slice((shown - 1) * LIMITS.pageSize, shown * LIMITS.pageSize);
  const jobIds = slice.map((m) => m.jobId);
  // The page's roles (every column but the search vector) with their applied-to flags, and the plan: independent.
  const [rows, access] = await Promise.all([
    jobIds.length > 0
      ? db
          .select({ ...jobListColumns, applied: appliedByAdvisorSql(advisor.id) })
          .from(jobs)
          .where(inArray(jobs.id, jobIds))
      : [],
    getAccess(db, { userId: advisor.id, now: deps.clock.now() }),
  ]);
  const byId = new Map(rows.map(({ applied, ...row }) => [row.id, { row, applied }]));
  const hasAccess = access.hasActiveSubscription;
  const items = slice.flatMap((match, index) => {
    const found = byId.get(match.jobId);
    if (!found) return [];
    const { row, applied } = found;
    // AI mode: non-subscribers see the first two results overall in full (spec part 2 §4).
    const locked = !hasAccess && (shown - 1) * LIMITS.pageSize + index >= LIMITS.freeUnlockedResults;
    return [
      {
        score: match.score,
        confidence: match.confidence,
        // A locked match's reasons, tensions and hints name the role's city, skills and industry: only the score
        // is shown.
        reasons: locked ? [] : match.reasons,
        tensions: locked ? [] : (match.tensions ?? []),
        improvements: locked ? [] : match.improvements,
        job: toJobCard(row, { locked, applied }),
      },
    ];
  });
  return { ...base, results: { items, page: shown, pageCount, total: all.length } };
}
