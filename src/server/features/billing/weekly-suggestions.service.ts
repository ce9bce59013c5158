// 'Weekly emailed suggestions' (annual and lifetime plans): once a week each subscriber who has not opted out gets
// the newest roles of the last 7 days in their industries (up to 5, roles they applied to left out), with an opt-out
// link. Each send is claimed in payment_events (id 'weekly-suggestions:{week}:{user}', the same processed-once
// ledger the webhook uses), so however often the job runs, and on however many instances, nobody gets a week twice.
import { and, desc, eq, gte, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES } from '@shared/constants';
import type { SessionUser } from '../../app-env';
import { applications, jobs, paymentEvents, profiles, subscriptions, user } from '../../db/schema';
import { notify } from '../notifications/notify.service';
import { type SuggestedRole, weeklySuggestionsNotice } from '../notifications/weekly-suggestions-mail';
import { readUnsubscribeToken, unsubscribeUrl } from '../../lib/unsubscribe-token';
import { requireRole } from '../../middleware/session';
import { getAccess } from './access.service';
import type { BillingDeps } from './billing-deps';

type WeeklyDeps = Pick<BillingDeps, 'db' | 'env' | 'logger' | 'queue'>;

const DAY_MS = 24 * 3600 * 1000;
export const WEEKLY_SUGGESTIONS_LIMIT = 5;
const LEDGER_TYPE = 'weekly_suggestions.sent';

/** The Monday (UTC) that starts the week `now` falls in, as YYYY-MM-DD: the key of that week's sends. */
export function weekKey(now: Date): string {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

const ledgerId = (week: string, userId: string) => `weekly-suggestions:${week}:${userId}`;

/** Advisors who may get this week's e-mail: opted in, an annual or lifetime plan in sight, not yet sent this week. */
async function findCandidates(db: WeeklyDeps['db'], week: string) {
  const paidPlan = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${profiles.id}
    and ${inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES])}
    and ${inArray(subscriptions.planType, ['annual', 'lifetime'])})`;
  return db
    .select({
      id: profiles.id,
      email: user.email,
      firstName: profiles.firstName,
      industries: profiles.industries,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      and(
        eq(profiles.weeklySuggestions, true),
        eq(user.role, 'advisor'),
        or(eq(profiles.lifetimeAccess, true), paidPlan),
        notExists(
          db
            .select({ id: paymentEvents.id })
            .from(paymentEvents)
            .where(eq(paymentEvents.id, sql`${`weekly-suggestions:${week}:`} || ${profiles.id}::text`)),
        ),
      ),
    );
}

async function findNewRoles(
  deps: WeeklyDeps,
  { advisorId, industries, now }: { advisorId: string; industries: string[]; now: Date },
): Promise<SuggestedRole[]> {
  if (industries.length === 0) return [];
  const rows = await deps.db
    .select({
      id: jobs.id,
      slug: jobs.publicJobSlug,
      title: jobs.title,
      companyName: jobs.companyName,
      city: jobs.city,
      country: jobs.country,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.isActive, true),
        eq(jobs.isPublic, true),
        gte(jobs.postedDate, new Date(now.getTime() - 7 * DAY_MS)),
        lte(jobs.postedDate, now),
        inArray(jobs.industry, industries),
        notExists(
          deps.db
            .select({ id: applications.id })
            .from(applications)
            .where(and(eq(applications.jobId, jobs.id), eq(applications.advisorUserId, advisorId))),
        ),
      ),
    )
    .orderBy(desc(jobs.postedDate))
    .limit(WEEKLY_SUGGESTIONS_LIMIT);
  const utm = 'utm_source=email&utm_medium=weekly_suggestions&utm_campaign=weekly';
  return rows.map((row) => ({
    title: row.title,
    companyName: row.companyName,
    location: [row.city, row.country].filter(Boolean).join(', ') || null,
    url: `${deps.env.APP_URL}/job/${encodeURIComponent(row.slug ?? row.id)}?${utm}`,
  }));
}

export async function sendWeeklySuggestions(
  deps: WeeklyDeps,
  { now }: { now: Date },
): Promise<{ considered: number; sent: number }> {
  const week = weekKey(now);
  const candidates = await findCandidates(deps.db, week);
  let sent = 0;
  for (const candidate of candidates) {
    // The access function decides: a newer monthly plan, or a cancelled one past its end, does not qualify.
    const { plan } = await getAccess(deps.db, { userId: candidate.id, now });
    if (plan !== 'annual' && plan !== 'lifetime') continue;
    const roles = await findNewRoles(deps, {
      advisorId: candidate.id,
      industries: candidate.industries,
      now,
    });
    if (roles.length === 0) continue;
    const id = ledgerId(week, candidate.id);
    const notice = await weeklySuggestionsNotice(
      { siteName: deps.env.SITE_NAME, appUrl: deps.env.APP_URL },
      {
        userId: candidate.id,
        email: candidate.email,
        firstName: candidate.firstName,
        roles,
        unsubscribeUrl: unsubscribeUrl(deps.env, { list: 'weekly-suggestions', userId: candidate.id }),
      },
    );
    // The week's claim and its mail job in one transaction: whichever run claims the advisor's week queues the
    // mail, and the mail queue (retries, idempotency key) takes it from there.
    const claimed = await deps.db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(paymentEvents)
        .values({ id, type: LEDGER_TYPE, processedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      // In the bell as a match suggestion too; its mail goes as the advisor's setting for that kind says.
      if (claim) {
        await notify({ db: deps.db, queue: deps.queue, env: deps.env, now }, { tx, ...notice });
      }
      return claim !== undefined;
    });
    if (claimed) sent++;
  }
  deps.logger.info('weekly suggestions sent', { week, considered: candidates.length, sent });
  return { considered: candidates.length, sent };
}

async function setWeeklySuggestions(db: WeeklyDeps['db'], userId: string, enabled: boolean) {
  const [row] = await db
    .update(profiles)
    .set({ weeklySuggestions: enabled, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return row !== undefined;
}

/** The opt-out link: true when the token was valid and the advisor is now unsubscribed. */
export async function unsubscribeWeeklySuggestions(deps: WeeklyDeps, { token }: { token: string }) {
  const scope = readUnsubscribeToken(deps.env.AUTH_SECRET, 'weekly-suggestions', token);
  return scope ? setWeeklySuggestions(deps.db, scope.userId, false) : false;
}

/** Undo from the opt-out page (same signed token). */
export async function resubscribeWeeklySuggestions(deps: WeeklyDeps, { token }: { token: string }) {
  const scope = readUnsubscribeToken(deps.env.AUTH_SECRET, 'weekly-suggestions', token);
  return scope ? setWeeklySuggestions(deps.db, scope.userId, true) : false;
}

/** The signed-in advisor's current setting (on by default, off after the e-mail's opt-out link). */
export async function getWeeklySuggestions(
  deps: Pick<WeeklyDeps, 'db'>,
  { actor }: { actor: SessionUser | null },
) {
  const advisor = requireRole(actor, 'advisor');
  const row = await deps.db.query.profiles.findFirst({
    where: eq(profiles.id, advisor.id),
    columns: { weeklySuggestions: true },
  });
  return { enabled: row?.weeklySuggestions ?? true };
}

/** The signed-in advisor's own switch. */
export async function updateWeeklySuggestions(
  deps: Pick<WeeklyDeps, 'db'>,
  { actor, enabled }: { actor: SessionUser | null; enabled: boolean },
) {
  const advisor = requireRole(actor, 'advisor');
  await deps.db
    .insert(profiles)
    .values({ id: advisor.id, email: advisor.email, role: 'advisor', weeklySuggestions: enabled })
    .onConflictDoUpdate({ target: profiles.id, set: { weeklySuggestions: enabled, updatedAt: new Date() } });
  return { enabled };
}
