// The demo's life: a crowd of advisors, applicants to the demo company's positions in every status, and a finished
// AI match run for the demo advisor, so every screen has something real to show at first start. Dates are relative
// to the moment of seeding.
import { eq, sql } from 'drizzle-orm';
import { rosterAdvisor } from '@tests/factories/advisor-roster';
import { createAdvisor } from '@tests/factories';
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus } from '@shared/constants';
import { processMatchRun } from '@server/features/matching/match-runs.service';
import { createLogger } from '@server/lib/logger';
import type { Db } from '@server/db/client';
import { applications, applicationStatusEvents, jobs, matchRuns } from '@server/db/schema';
import { systemClock } from '../../lib/clock';

export const ROSTER_SIZE = 40;
const DAY = 24 * 3600 * 1000;

export async function createRoster(db: Db, password: string) {
  const advisors = [];
  for (let n = 0; n < ROSTER_SIZE; n++) {
    const { name, email, theme, profile } = rosterAdvisor(n);
    advisors.push({ ...(await createAdvisor(db, { user: { email, password, name }, profile })), theme });
  }
  return advisors;
}

type Actor = 'advisor' | 'company' | 'platform';
interface History {
  steps: { status: ApplicationStatus; by: Actor; reason?: string }[];
  /** Days since applying (a closure for no response needs more than the position's 21). */
  daysAgo?: number;
}
const applied = { status: 'applied', by: 'advisor' } as const;
const step = (status: ApplicationStatus, by: Actor = 'company', reason?: string) => ({ status, by, reason });

/**
 * Each application's steps, oldest first. The furthest along come first: they take the advisors best suited to the
 * role.
 */
const HISTORIES: History[] = [
  { steps: [applied, step('shortlisted'), step('contacted'), step('hired')] },
  { steps: [applied, step('shortlisted'), step('contacted')] },
  { steps: [applied, step('shortlisted')] },
  { steps: [applied] },
  { steps: [applied] },
  { steps: [applied, step('withdrawn', 'advisor', 'I have accepted a full-time role elsewhere.')] },
  {
    steps: [
      applied,
      step('rejected', 'company', 'We chose a candidate with more audit committee experience.'),
    ],
  },
  { steps: [applied, step('closed', 'platform')], daysAgo: 24 },
];

export interface SeededApplication {
  id: string;
  jobId: string;
  advisorId: string;
  status: ApplicationStatus;
  /** When its last step happened. */
  updatedAt: Date;
}

/** What the hire service writes to the others when a position is filled (status-steps.service.ts). */
const FILLED_REASON = 'The position has been filled.';

/**
 * Applicants for each of the company's positions from the eligible part of the roster, one per history, the
 * advisors whose skills were built for that kind of role first (as applicants tend to be); `first` (the demo
 * advisor) is shortlisted on the first position. The demo states only what the product allows (issue #29, checked
 * by demo-seed.test.ts): every application after its position was posted; a closure for no response exactly the
 * position's answer window after applying; and a hire only on the last position, which it fills as the product's
 * hire does by default — the other open applications closed with the considerate message, the position inactive.
 */
export async function createApplicants(
  db: Db,
  input: {
    companyUserId: string;
    positions: { id: string; title: string; responseDays: number }[];
    advisors: { id: string; theme: string }[];
    first: string;
  },
): Promise<SeededApplication[]> {
  const now = Date.now();
  const filled = input.positions[input.positions.length - 1]!;
  const plans: { jobId: string; advisorId: string; history: History }[] = [
    { jobId: input.positions[0]!.id, advisorId: input.first, history: HISTORIES[2]! },
  ];
  input.positions.forEach((position, p) => {
    const suited = input.advisors.filter((advisor) => advisor.theme === position.title);
    const others = input.advisors.filter((advisor) => advisor.theme !== position.title);
    const candidates = [...suited, ...others.slice(p * HISTORIES.length)];
    HISTORIES.forEach((history, h) => {
      if (position !== filled && history.steps.some((s) => s.status === 'hired')) return;
      plans.push({ jobId: position.id, advisorId: candidates[h % candidates.length]!.id, history });
    });
  });
  const seeded: SeededApplication[] = [];
  for (const [i, { jobId, advisorId, history }] of plans.entries()) {
    const responseDays = input.positions.find((position) => position.id === jobId)!.responseDays;
    const appliedDaysAgo = history.daysAgo ?? 3 + ((i * 5) % 18);
    const last = history.steps.length - 1;
    // Steps spread over the days since applying, the last one at least a few hours ago; the platform closes an
    // unanswered application exactly when its answer window ends.
    const at = (n: number) =>
      history.steps[n]!.by === 'platform'
        ? new Date(now - (appliedDaysAgo - responseDays) * DAY - i * 60_000)
        : new Date(now - appliedDaysAgo * (1 - n / (last + 1)) * DAY - i * 60_000);
    const firstAnswer = history.steps.findIndex((s) => s.by === 'company');
    const status = history.steps[last]!.status;
    const [row] = await db
      .insert(applications)
      .values({
        jobId,
        advisorUserId: advisorId,
        status,
        createdAt: at(0),
        updatedAt: at(last),
        viewedAt: firstAnswer > 0 ? at(firstAnswer) : null,
        firstResponseAt: firstAnswer > 0 ? at(firstAnswer) : null,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!row) continue;
    await db.insert(applicationStatusEvents).values(
      history.steps.map(({ status: stepStatus, by, reason }, n) => ({
        applicationId: row.id,
        status: stepStatus,
        reason: reason ?? (by === 'platform' ? `No response in ${responseDays} days` : null),
        actorRole: by,
        changedBy: by === 'advisor' ? advisorId : by === 'company' ? input.companyUserId : null,
        createdAt: at(n),
      })),
    );
    seeded.push({ id: row.id, jobId, advisorId, status, updatedAt: at(last) });
  }
  await fillPosition(db, { jobId: filled.id, companyUserId: input.companyUserId, seeded });
  return seeded;
}

/** The hire's consequences, as the hire service records them, at the moment of the hire. */
async function fillPosition(
  db: Db,
  { jobId, companyUserId, seeded }: { jobId: string; companyUserId: string; seeded: SeededApplication[] },
) {
  const hire = seeded.find((entry) => entry.jobId === jobId && entry.status === 'hired');
  if (!hire) return;
  const open = seeded.filter(
    (entry) =>
      entry.jobId === jobId && (OPEN_APPLICATION_STATUSES as readonly string[]).includes(entry.status),
  );
  for (const entry of open) {
    if (entry.updatedAt >= hire.updatedAt) throw new Error('the demo hire must come after every other step');
    await db
      .update(applications)
      .set({
        status: 'closed',
        updatedAt: hire.updatedAt,
        firstResponseAt: sql`coalesce(${applications.firstResponseAt}, ${hire.updatedAt.toISOString()}::timestamptz)`,
      })
      .where(eq(applications.id, entry.id));
    await db.insert(applicationStatusEvents).values({
      applicationId: entry.id,
      status: 'closed',
      reason: FILLED_REASON,
      actorRole: 'company',
      changedBy: companyUserId,
      createdAt: hire.updatedAt,
    });
    entry.status = 'closed';
  }
  await db.update(jobs).set({ isActive: false, updatedAt: hire.updatedAt }).where(eq(jobs.id, jobId));
}

/** A run of the real engine over the seeded roles, finished two days ago. */
export async function createFinishedMatchRun(db: Db, advisorId: string) {
  const startedAt = new Date(Date.now() - 2 * DAY);
  const [run] = await db
    .insert(matchRuns)
    .values({ advisorUserId: advisorId, status: 'running', createdAt: startedAt, updatedAt: startedAt })
    .returning({ id: matchRuns.id });
  await processMatchRun(
    { db, logger: createLogger('warn'), clock: systemClock },
    { runId: run!.id, advisorId },
  );
  await db
    .update(matchRuns)
    .set({ finishedAt: startedAt, updatedAt: startedAt })
    .where(eq(matchRuns.id, run!.id));
}
