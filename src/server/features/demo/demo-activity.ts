// The demo's life: a crowd of advisors, applicants to the demo company's positions in every status, and a finished
// AI match run for the demo advisor, so every screen has something real to show at first start. Dates are relative
// to the moment of seeding.
import { eq } from 'drizzle-orm';
import { rosterAdvisor } from '@tests/factories/advisor-roster';
import { createAdvisor } from '@tests/factories';
import type { ApplicationStatus } from '@shared/constants';
import { processMatchRun } from '@server/features/matching/match-runs.service';
import { createLogger } from '@server/lib/logger';
import type { Db } from '@server/db/client';
import { applications, applicationStatusEvents, matchRuns } from '@server/db/schema';

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
  { steps: [applied, step('closed', 'platform', 'No response in 21 days')], daysAgo: 24 },
];

export interface SeededApplication {
  id: string;
  jobId: string;
  advisorId: string;
  status: ApplicationStatus;
}

/**
 * Applicants for each of the company's positions from the eligible part of the roster, one per history, the
 * advisors whose skills were built for that kind of role first (as applicants tend to be); `first` (the demo
 * advisor) is shortlisted on the first position.
 */
export async function createApplicants(
  db: Db,
  input: {
    companyUserId: string;
    positions: { id: string; title: string }[];
    advisors: { id: string; theme: string }[];
    first: string;
  },
): Promise<SeededApplication[]> {
  const now = Date.now();
  const plans: { jobId: string; advisorId: string; history: History }[] = [
    { jobId: input.positions[0]!.id, advisorId: input.first, history: HISTORIES[2]! },
  ];
  input.positions.forEach((position, p) => {
    const suited = input.advisors.filter((advisor) => advisor.theme === position.title);
    const others = input.advisors.filter((advisor) => advisor.theme !== position.title);
    const candidates = [...suited, ...others.slice(p * HISTORIES.length)];
    HISTORIES.forEach((history, h) => {
      // The last position keeps only open applications: someone was hired on the others.
      if (p === input.positions.length - 1 && history.steps.some((s) => s.status === 'hired')) return;
      plans.push({ jobId: position.id, advisorId: candidates[h % candidates.length]!.id, history });
    });
  });
  const seeded: SeededApplication[] = [];
  for (const [i, { jobId, advisorId, history }] of plans.entries()) {
    const appliedDaysAgo = history.daysAgo ?? 3 + ((i * 5) % 18);
    const last = history.steps.length - 1;
    // Steps spread over the days since applying, the last one at least a few hours ago.
    const at = (n: number) => new Date(now - appliedDaysAgo * (1 - n / (last + 1)) * DAY - i * 60_000);
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
        reason: reason ?? null,
        actorRole: by,
        changedBy: by === 'advisor' ? advisorId : by === 'company' ? input.companyUserId : null,
        createdAt: at(n),
      })),
    );
    seeded.push({ id: row.id, jobId, advisorId, status });
  }
  return seeded;
}

/** A run of the real engine over the seeded roles, finished two days ago. */
export async function createFinishedMatchRun(db: Db, advisorId: string) {
  const startedAt = new Date(Date.now() - 2 * DAY);
  const [run] = await db
    .insert(matchRuns)
    .values({ advisorUserId: advisorId, status: 'running', createdAt: startedAt, updatedAt: startedAt })
    .returning({ id: matchRuns.id });
  await processMatchRun(
    { db, logger: createLogger('warn'), now: () => new Date() },
    { runId: run!.id, advisorId },
  );
  await db
    .update(matchRuns)
    .set({ finishedAt: startedAt, updatedAt: startedAt })
    .where(eq(matchRuns.id, run!.id));
}
