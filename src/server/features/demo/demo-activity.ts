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
    const { name, email, profile } = rosterAdvisor(n);
    advisors.push(await createAdvisor(db, { user: { email, password, name }, profile }));
  }
  return advisors;
}

/** Each step an application went through, oldest first, with how many days ago it happened. */
const HISTORIES: { steps: ApplicationStatus[]; reason?: string }[] = [
  { steps: ['applied'] },
  { steps: ['applied'] },
  { steps: ['applied', 'shortlisted'] },
  { steps: ['applied', 'shortlisted', 'contacted'] },
  { steps: ['applied', 'rejected'], reason: 'We chose a candidate with more audit committee experience.' },
  { steps: ['applied', 'shortlisted', 'contacted', 'hired'] },
];

/**
 * Applicants for each of the company's positions from the eligible part of the roster, one per status history;
 * `first` (the demo advisor) is shortlisted on the first position.
 */
export async function createApplicants(
  db: Db,
  input: { companyUserId: string; positionIds: string[]; advisorIds: string[]; first: string },
) {
  const now = Date.now();
  const plans: { jobId: string; advisorId: string; history: (typeof HISTORIES)[number] }[] = [
    { jobId: input.positionIds[0]!, advisorId: input.first, history: HISTORIES[2]! },
  ];
  input.positionIds.forEach((jobId, p) => {
    HISTORIES.forEach((history, h) => {
      const advisorId = input.advisorIds[(p * HISTORIES.length + h) % input.advisorIds.length]!;
      // The last position keeps only open applications: someone was hired on the others.
      if (p === input.positionIds.length - 1 && history.steps.includes('hired')) return;
      plans.push({ jobId, advisorId, history });
    });
  });
  for (const [i, { jobId, advisorId, history }] of plans.entries()) {
    const appliedDaysAgo = 3 + ((i * 5) % 18);
    const last = history.steps.length - 1;
    // Steps spread over the days since applying, the last one at least a few hours ago.
    const at = (step: number) => new Date(now - appliedDaysAgo * (1 - step / (last + 1)) * DAY - i * 60_000);
    const [row] = await db
      .insert(applications)
      .values({
        jobId,
        advisorUserId: advisorId,
        status: history.steps[last]!,
        createdAt: at(0),
        updatedAt: at(last),
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!row) continue;
    await db.insert(applicationStatusEvents).values(
      history.steps.map((status, step) => ({
        applicationId: row.id,
        status,
        reason: status === 'rejected' ? (history.reason ?? null) : null,
        changedBy: step === 0 ? advisorId : input.companyUserId,
        createdAt: at(step),
      })),
    );
  }
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
