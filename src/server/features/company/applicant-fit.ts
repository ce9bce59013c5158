// Each applicant's fit to the position they applied to, with the advisor's own matching engine, bands and
// reasons (decision 017), written in the third person for the company. The engine reads only the matching
// columns (matching-input.ts): no contact detail or other private field can reach the explanation.
//
// The fit is stored per application (application_fits, decisions 030 and 047): its score, so the applicants page
// sorts and pages "best fit" in SQL, and its confidence, reasons and tensions, so the page shows a card's fit
// without running the engine per request. Triggers mark a stored fit stale in the same transaction as any change
// to what the engine reads; the application-fits job (and the page itself, for the rows it shows) scores stale rows
// again. A fit is written only if the row's inputs_version is still the one read with the advisor's columns, so a
// fit computed from inputs that changed meanwhile is never stored as fresh.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { MatchFit } from '@shared/schemas/jobs';
import type { Db } from '../../db/client';
import { applicationFits, applications, jobs, profiles } from '../../db/schema';
import {
  buildJobIndex,
  ENGINE_VERSION,
  inThirdPerson,
  scoreJob,
  type JobForMatching,
  type JobIndex,
} from '../matching/engine';
import {
  MATCHING_JOB_COLUMNS,
  MATCHING_PROFILE_COLUMNS,
  toAdvisorForMatching,
  type MatchingProfileRow,
} from '../matching/matching-input';
import { withBoardGaps } from '../board-matrix/board-matrix.service';

/** The advisor's fit to the role as the company reads it. */
function fitFor(row: MatchingProfileRow, job: JobForMatching, index: JobIndex): MatchFit {
  const result = scoreJob(toAdvisorForMatching(row), job, { index });
  return {
    score: result.score,
    confidence: result.confidence,
    reasons: result.reasons.map(inThirdPerson),
    tensions: result.tensions.map(inThirdPerson),
  };
}

/** A stored fit to score again: the application, the inputs version read with the advisor's columns, the columns. */
export type StaleFitRow = MatchingProfileRow & { applicationId: string; inputsVersion: number };

export interface ScoredFit {
  applicationId: string;
  inputsVersion: number;
  fit: MatchFit;
}

/** The fits of a position's applicants, with one index of that role: every stored fit is scored the same way. */
export function scoreApplicants(
  job: JobForMatching,
  rows: readonly StaleFitRow[],
  index: JobIndex = buildJobIndex([job]),
): ScoredFit[] {
  return rows.map((row) => ({
    applicationId: row.applicationId,
    inputsVersion: row.inputsVersion,
    fit: fitFor(row, job, index),
  }));
}

/**
 * Rows scored between two turns of the event loop. Scoring one fit with its explanation takes about half a
 * millisecond: a batch of 500 in one go would hold every request of this instance for a quarter of a second.
 */
const SCORE_SLICE = 25;

/** scoreApplicants a slice at a time, letting the event loop serve requests between slices. */
async function scoreApplicantsInSlices(
  job: JobForMatching,
  rows: readonly StaleFitRow[],
  index: JobIndex = buildJobIndex([job]),
): Promise<ScoredFit[]> {
  const scored: ScoredFit[] = [];
  for (let start = 0; start < rows.length; start += SCORE_SLICE) {
    if (start > 0) await nextTurn();
    scored.push(...scoreApplicants(job, rows.slice(start, start + SCORE_SLICE), index));
  }
  return scored;
}

/**
 * Scored from inputs that changed since, or by an older engine. A score by a newer engine (another instance during
 * a rolling deploy) counts as fresh here: this instance cannot do better, and never overwrites it (storeFits).
 */
export const staleFit = or(
  ne(applicationFits.scoredVersion, applicationFits.inputsVersion),
  lt(applicationFits.engineVersion, ENGINE_VERSION),
)!;

const STALE_COLUMNS = {
  ...MATCHING_PROFILE_COLUMNS,
  applicationId: applicationFits.applicationId,
  inputsVersion: applicationFits.inputsVersion,
};

/**
 * The stale fits of one position's applications (all statuses, or only `applicationIds`), with what the engine
 * needs to score them.
 */
export function findStaleFits(
  db: Db,
  { jobId, limit, applicationIds }: { jobId: string; limit: number; applicationIds?: readonly string[] },
) {
  return db
    .select(STALE_COLUMNS)
    .from(applications)
    .innerJoin(applicationFits, eq(applicationFits.applicationId, applications.id))
    .leftJoin(profiles, eq(profiles.id, applications.advisorUserId))
    .where(
      and(
        eq(applications.jobId, jobId),
        staleFit,
        applicationIds ? inArray(applications.id, [...applicationIds]) : undefined,
      ),
    )
    .limit(limit);
}

/**
 * The matching columns of positions with their company's board gaps (decision 051, as a match run reads them), read
 * AFTER their stale rows (see refreshStaleFits for why). A change to the gaps makes the fits stale (a trigger).
 */
export async function readPositionsForFit(db: Db, jobIds: readonly string[]): Promise<JobForMatching[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ ...MATCHING_JOB_COLUMNS, companyId: jobs.companyId })
    .from(jobs)
    .where(inArray(jobs.id, [...jobIds]));
  return withBoardGaps(db, rows);
}

const STORE_CHUNK = 1000;

/**
 * Writes scores, each only if its row's inputs have not changed since they were read (a concurrent edit raised
 * inputs_version: the row stays stale for the next refresh) and no newer engine wrote it. Returns rows written.
 */
export async function storeFits(db: Pick<Db, 'execute'>, fits: readonly ScoredFit[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < fits.length; start += STORE_CHUNK) {
    const values = sql.join(
      fits
        .slice(start, start + STORE_CHUNK)
        .map(
          ({ applicationId, inputsVersion, fit }) =>
            sql`(${applicationId}::uuid, ${inputsVersion}::integer, ${fit.score}::smallint, ${fit.confidence}::double precision, ${JSON.stringify(fit.reasons)}::jsonb, ${JSON.stringify(fit.tensions)}::jsonb)`,
        ),
      sql`, `,
    );
    const result = await db.execute(sql`
      update application_fits as f
      set score = v.score, confidence = v.confidence, reasons = v.reasons, tensions = v.tensions,
        engine_version = ${ENGINE_VERSION}::smallint, scored_version = v.inputs_version
      from (values ${values}) as v(application_id, inputs_version, score, confidence, reasons, tensions)
      where f.application_id = v.application_id
        and f.inputs_version = v.inputs_version
        and (f.engine_version is null or f.engine_version <= ${ENGINE_VERSION})
      returning f.application_id`);
    written += result.rows.length;
  }
  return written;
}

/**
 * Scores a position's stale rows (read before the position) and stores them; returns each row's fit by
 * application, including any whose write was refused because its inputs changed again meanwhile.
 */
export async function refreshFitsOfPosition(
  db: Db,
  { jobId, stale }: { jobId: string; stale: readonly StaleFitRow[] },
): Promise<Map<string, MatchFit>> {
  if (stale.length === 0) return new Map();
  const [job] = await readPositionsForFit(db, [jobId]);
  if (!job) return new Map();
  const scored = await scoreApplicantsInSlices(job, stale);
  await storeFits(db, scored);
  return new Map(scored.map(({ applicationId, fit }) => [applicationId, fit]));
}

/**
 * After a start with a new ENGINE_VERSION: every fit scored by an older engine becomes stale (one pass over the
 * table), so the stale index — and the refresh below — find it. Returns the number of rows marked.
 */
export async function markOutdatedFits(db: Pick<Db, 'execute'>): Promise<number> {
  const result = await db.execute(sql`
    update application_fits set inputs_version = inputs_version + 1
    where engine_version < ${ENGINE_VERSION} and scored_version = inputs_version
    returning application_id`);
  return result.rows.length;
}

/** Whether any stored fit waits to be scored (the stale index: normally empty). */
export async function hasStaleFits(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ applicationId: applicationFits.applicationId })
    .from(applicationFits)
    .where(ne(applicationFits.scoredVersion, applicationFits.inputsVersion))
    .limit(1);
  return row !== undefined;
}

const REFRESH_BATCH = 500;
/** Built role indexes kept across batches, by the role's matching columns (not by id: a role may change). */
const INDEX_CACHE_SIZE = 500;

/**
 * Scores every stale fit, a batch at a time, until none is left (the application-fits job). Each batch reads the
 * stale rows with their advisors' columns in one statement, THEN the positions: a position edited between the two
 * reads has already raised its rows' inputs_version, so their writes are refused and they wait for the next
 * batch — a score from a position's old text is never stored as fresh. Returns rows written.
 */
export async function refreshStaleFits(
  db: Db,
  { batchSize = REFRESH_BATCH, maxBatches = 10_000 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const indexes = new Map<string, JobIndex>();
  let written = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await db
      .select({ ...STALE_COLUMNS, jobId: applications.jobId })
      .from(applicationFits)
      .innerJoin(applications, eq(applications.id, applicationFits.applicationId))
      .leftJoin(profiles, eq(profiles.id, applications.advisorUserId))
      .where(ne(applicationFits.scoredVersion, applicationFits.inputsVersion))
      .limit(batchSize);
    if (rows.length === 0) break;
    const positions = await readPositionsForFit(db, [...new Set(rows.map((row) => row.jobId))]);
    const byId = new Map(positions.map((job) => [job.id, job]));
    const scored: ScoredFit[] = [];
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const group = groups.get(row.jobId);
      if (group) group.push(row);
      else groups.set(row.jobId, [row]);
    }
    for (const [jobId, ofJob] of groups) {
      const job = byId.get(jobId);
      if (!job) continue; // deleted meanwhile: its applications and fits went with it
      const key = JSON.stringify(job);
      let index = indexes.get(key);
      if (!index) {
        if (indexes.size >= INDEX_CACHE_SIZE) indexes.clear();
        index = buildJobIndex([job]);
        indexes.set(key, index);
      }
      scored.push(...(await scoreApplicantsInSlices(job, ofJob, index)));
    }
    const stored = await storeFits(db, scored);
    written += stored;
    // Nothing could be written (every row moved on again, or belongs to a newer engine): leave them to the next run.
    if (stored === 0 || rows.length < batchSize) break;
  }
  return written;
}
