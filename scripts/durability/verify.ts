// After a crash: is every acknowledged write in the database? Checks the whole ledger (every write since the start
// of the run, not only the last cycle's), straight in SQL.
import { inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { applications, paymentEvents, profiles, session, subscriptions, user } from '@server/db/schema';
import type { PoolAdvisor } from './fixtures';
import type { Ledger } from './ledger';

export interface VerifyResult {
  checked: number;
  lost: string[];
}

const CHUNK = 5_000;

/** `select column from table where column in (values)`, in chunks, as a set. */
async function present(
  values: string[],
  query: (chunk: string[]) => Promise<string[]>,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < values.length; i += CHUNK) {
    for (const value of await query(values.slice(i, i + CHUNK))) found.add(value);
  }
  return found;
}

export async function verifyLedger(
  database: Database,
  ledger: Ledger,
  advisors: PoolAdvisor[],
): Promise<VerifyResult> {
  const { db } = database;
  const lost: string[] = [];
  let checked = 0;
  const expectAll = async (kind: string, values: string[], query: (chunk: string[]) => Promise<string[]>) => {
    const found = await present(values, query);
    for (const value of values) if (!found.has(value)) lost.push(`${kind} ${value}`);
    checked += values.length;
  };

  await expectAll('sign-up', ledger.signUps, async (chunk) =>
    (await db.select({ v: user.email }).from(user).where(inArray(user.email, chunk))).map((r) => r.v),
  );
  await expectAll('session', ledger.sessionTokens, async (chunk) =>
    (await db.select({ v: session.token }).from(session).where(inArray(session.token, chunk))).map(
      (r) => r.v,
    ),
  );
  await expectAll('webhook event', ledger.webhookEvents, async (chunk) =>
    (
      await db.select({ v: paymentEvents.id }).from(paymentEvents).where(inArray(paymentEvents.id, chunk))
    ).map((r) => r.v),
  );
  // The checkout's effect is in the same transaction as its event id; checked separately all the same.
  const subscriptionIds = ledger.subscriptions;
  const foundSubscriptions = await present(subscriptionIds, async (chunk) =>
    (
      await db
        .select({ v: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(inArray(subscriptions.stripeSubscriptionId, chunk))
    ).map((r) => r.v ?? ''),
  );
  for (const id of subscriptionIds) if (!foundSubscriptions.has(id)) lost.push(`subscription ${id}`);

  const advisorIds = advisors.map((a) => a.id);
  const applied = new Set(
    (
      await db
        .select({ jobId: applications.jobId, advisorId: applications.advisorUserId })
        .from(applications)
        .where(inArray(applications.advisorUserId, advisorIds))
    ).map((r) => `${r.advisorId}/${r.jobId}`),
  );
  for (const { advisorId, jobId } of ledger.applications) {
    if (!applied.has(`${advisorId}/${jobId}`)) lost.push(`application ${advisorId}/${jobId}`);
  }
  checked += ledger.applications.length;

  // A profile holds the last acknowledged save, or a later one that was in flight at the kill.
  const biographies = new Map(
    (
      await db
        .select({ id: profiles.id, biography: profiles.biography })
        .from(profiles)
        .where(inArray(profiles.id, advisorIds))
    ).map((r) => [r.id, r.biography ?? '']),
  );
  for (const [advisorId, saves] of ledger.profileSaves) {
    if (!saves.acked) continue;
    const biography = biographies.get(advisorId) ?? '';
    const acceptable = [saves.acked, ...saves.sentSince];
    if (!acceptable.some((marker) => biography.includes(`${marker}.`))) {
      lost.push(`profile save ${saves.acked} (database has: ${biography.slice(0, 80)})`);
    }
    checked++;
  }
  return { checked, lost };
}
