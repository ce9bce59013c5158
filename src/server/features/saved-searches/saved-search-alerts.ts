// The alerts of saved searches (decision 045).
// - A role is published: `matchInstantSearches` finds every instant saved search it matches in ONE statement over
//   the searches' stored filters (the list's semantics: case-insensitive "contains" for text, equality for choices;
//   a stored choice that no longer exists is ignored, as the search screen drops it) and queues one
//   `saved-search-alert` job per 500 advisors (an advisor's several matching searches make one mail). Job ids derived
//   from the role and its advisors make a second run queue nothing new.
// - `sendInstantAlerts` queues those advisors' mails, rendered once per combination of locks and filled in for each
//   (lib/mail/mail-template.ts); `sendSavedSearchDigests` the daily and weekly ones at 08:00 in the advisor's zone
//   (weekly on their Monday), each search's window claimed in the transaction that queues the mail. What the mails
//   say (subject, introduction, links, keys) is written in features/notifications/saved-search-notices.ts
//   (decision 061); this file decides who is due and how each role is shown.
// - What a mail shows of a role is what the advisor's list shows: in full for a plan, else only when the role is
//   among the first two of that search's first page (the free plan's unlocked cards), otherwise a locked card.
// - Mail keys (`saved-search:…`) and the mail ledger make every alert go out once, whatever runs twice.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS, type WORK_TYPE_FILTERS } from '@shared/constants';
import { compensationLabel, engagementLabel, workTypeLabel } from '@shared/job-labels';
import type { RoleFeedFilters } from '@shared/schemas/jobs';
import { readStoredFilters, savedSearchPath } from '@shared/schemas/saved-searches';
import { isTimeZone, localDayAndHour } from '@shared/time-zones';
import type { Db } from '../../db/client';
import { jobs, profiles, savedSearches, user as users } from '../../db/schema';
import type { Env } from '../../env';
import type { JobQueue } from '../../lib/queue/job-queue';
import type { MailMessage } from '../../lib/mailer';
import { enqueueMail, enqueueMails } from '../../lib/queue/mail-jobs';
import { unsubscribeUrl } from '../../lib/unsubscribe-token';
import { findUsersWithAccess, getAccess } from '../billing/access.service';
import type { JobRow } from '../jobs/job-card';
import { regionOf } from '../jobs/location-region';
import { findJobsPostedBetween, jobListQueries } from '../jobs/jobs.service';
import type { AlertRole, AlertSection } from '../notifications/saved-search-mail';
import {
  type InstantAlertSearch,
  instantAlertMails,
  savedSearchDigestMail,
} from '../notifications/saved-search-notices';

export interface AlertDeps {
  db: Db;
  queue: JobQueue;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'SITE_NAME'>;
  now: Date;
}

/** The mails' local hour (as the notification digest, decision 032) and the weekly mail's local weekday (Monday). */
export const ALERT_LOCAL_HOUR = 8;
const WEEKLY_LOCAL_WEEKDAY = 1;
/** Roles listed per search in a daily or weekly mail; the rest are one click away. */
const ROLES_PER_SECTION = 10;
const ENQUEUE_SLICE = 5000;

const COMPENSATIONS = ['paid', 'equity', 'pro-bono', 'combination'];
const ENGAGEMENTS = ['part-time', 'full-time', 'ad-hoc', 'volunteer'];
const WORK_TYPES: Record<(typeof WORK_TYPE_FILTERS)[number], string> = {
  Remote: 'remote',
  Onsite: 'on-site',
  Hybrid: 'hybrid',
  Unspecified: 'unspecified',
};

/** A stored text filter as the search screen reads it: a string, trimmed, 1–100 characters; otherwise no filter. */
const textFilter = (name: string) =>
  sql`(case when jsonb_typeof(s.filters -> ${name}) = 'string'
        and length(btrim(s.filters ->> ${name})) between 1 and 100 then btrim(s.filters ->> ${name}) end)`;

/** The job's field contains the search's text (case-insensitive), or the search has no such filter. */
const contains = (name: string, field: ReturnType<typeof sql>) =>
  sql`(${textFilter(name)} is null or strpos(lower(coalesce(${field}, '')), lower(${textFilter(name)})) > 0)`;

/** The search's choice equals the job's, or it has none, or a choice that no longer exists (dropped, ignored). */
const choice = (name: string, valid: string[], jobValue: ReturnType<typeof sql>) =>
  sql`(coalesce(s.filters ->> ${name}, '') not in (${sql.join(
    valid.map((value) => sql`${value}`),
    sql`, `,
  )}) or s.filters ->> ${name} = ${jobValue})`;

const workTypeOfSearch = sql`(case s.filters ->> 'workType' ${sql.join(
  Object.entries(WORK_TYPES).map(([filter, type]) => sql`when ${filter} then ${type}`),
  sql` `,
)} end)`;

/** The WHERE of "search s matches job j" (j is a row of jobs in the same statement). */
const searchMatchesJob = sql.join(
  [
    contains('title', sql`j.title`),
    contains('industry', sql`j.industry`),
    contains('city', sql`j.city`),
    contains('country', sql`j.country`),
    contains('company', sql`j.company_name`),
    choice('compensation', COMPENSATIONS, sql`j.compensation_type`),
    choice('engagement', ENGAGEMENTS, sql`j.engagement_type`),
    sql`(coalesce(s.filters ->> 'workType', '') not in (${sql.join(
      Object.keys(WORK_TYPES).map((value) => sql`${value}`),
      sql`, `,
    )}) or ${workTypeOfSearch} = j.type)`,
  ],
  sql` and `,
);

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A UUID from a key: the job id that makes a second queueing of the same alert a no-op. */
function uuidFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Advisors per alert job: one job reads their searches, plans and e-mail addresses in a few statements. */
const ADVISORS_PER_ALERT_JOB = 500;

/**
 * A role was published: the advisors with an instant saved search it matches, in one statement over every saved
 * search, and their alert jobs, each for up to 500 advisors (queued in a few multi-row inserts). A job's id is made
 * from the role and its advisors, so a second run queues nothing new. Returns how many advisors were queued.
 */
export async function matchInstantSearches(
  deps: Pick<AlertDeps, 'db' | 'queue'>,
  { jobId }: { jobId: string },
) {
  const result = await deps.db.execute(sql`
    select distinct s.user_id
    from jobs j
    join saved_searches s on s.frequency = 'instant'
    where j.id = ${jobId} and j.is_active and ${searchMatchesJob}
    order by s.user_id
  `);
  const userIds = rowsOf(result).map((row) => String(row.user_id));
  const jobs: { data: { jobId: string; userIds: string[] }; id: string }[] = [];
  for (let start = 0; start < userIds.length; start += ADVISORS_PER_ALERT_JOB) {
    const batch = userIds.slice(start, start + ADVISORS_PER_ALERT_JOB);
    jobs.push({
      data: { jobId, userIds: batch },
      id: uuidFor(`saved-search-alert:${jobId}:${batch.join(',')}`),
    });
  }
  for (let start = 0; start < jobs.length; start += ENQUEUE_SLICE / ADVISORS_PER_ALERT_JOB) {
    await deps.queue.sendMany(
      'saved-search-alert',
      jobs.slice(start, start + ENQUEUE_SLICE / ADVISORS_PER_ALERT_JOB),
    );
  }
  return { advisors: userIds.length };
}

type SearchRow = { id: string; name: string; filters: RoleFeedFilters };

/** The facts line of a role: place, work type, engagement, compensation (and salary when shown in full). */
function factsOf(job: JobRow, locked: boolean): string {
  const parts = locked
    ? [
        job.industry,
        engagementLabel(job.engagementType),
        compensationLabel(job.compensationType),
        regionOf(job.country),
      ]
    : [
        [job.city, job.country].filter(Boolean).join(', '),
        job.type === 'unspecified' ? null : workTypeLabel(job.type),
        engagementLabel(job.engagementType),
        compensationLabel(job.compensationType),
        job.salary,
      ];
  return parts.filter(Boolean).join(' · ');
}

/** The roles a free plan shows in full for a search: the first two of its first page (`findJobs`' rule). */
async function unlockedOnFreePlan(db: Db, filters: RoleFeedFilters): Promise<Set<string>> {
  const firstPage = await jobListQueries(db, { ...filters, page: 1 }).page(1);
  return new Set(firstPage.slice(0, LIMITS.freeUnlockedResults).map((row) => row.id));
}

/** A role as an alert shows it: in full, or (locked) only the facts a locked card of the list shows. */
function roleAsShown(env: AlertDeps['env'], job: JobRow, locked: boolean): AlertRole {
  if (locked) return { locked: true, facts: factsOf(job, true) };
  const path = job.isPublic
    ? `/job/${encodeURIComponent(job.publicJobSlug ?? job.id)}`
    : `/position/${encodeURIComponent(job.id)}`;
  return {
    locked: false,
    title: job.title,
    companyName: job.companyName,
    facts: factsOf(job, false),
    url: new URL(path, env.APP_URL).toString(),
  };
}

const absolute = (env: AlertDeps['env'], path: string) => new URL(path, env.APP_URL).toString();
const site = (deps: AlertDeps) => ({ siteName: deps.env.SITE_NAME, appUrl: deps.env.APP_URL });

function sectionOf(deps: AlertDeps, search: SearchRow, roles: AlertRole[], more: number): AlertSection {
  return {
    name: search.name,
    searchUrl: absolute(deps.env, savedSearchPath(search.filters)),
    unsubscribeUrl: unsubscribeUrl(deps.env, { list: 'saved-searches', searchId: search.id }),
    roles,
    more,
  };
}

const searchOf = (row: Record<string, unknown>): SearchRow => ({
  id: String(row.id),
  name: String(row.name),
  filters: readStoredFilters(typeof row.filters === 'string' ? JSON.parse(row.filters) : row.filters).filters,
});

/**
 * These advisors' instant searches that match the job (the same condition as the match), with their e-mail
 * address; advisors no longer advisors, and searches switched off or deleted since the match, drop out.
 */
async function instantSearchesMatching(db: Db, { userIds, jobId }: { userIds: string[]; jobId: string }) {
  const result = await db.execute(sql`
    select s.user_id, u.email, s.id, s.name, s.filters
    from jobs j
    join saved_searches s on s.frequency = 'instant' and s.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    join "user" u on u.id = s.user_id and u.role = 'advisor'
    where j.id = ${jobId} and j.is_active and ${searchMatchesJob}
    order by s.user_id, s.created_at, s.id
  `);
  const byAdvisor = new Map<string, { email: string; searches: SearchRow[] }>();
  for (const row of rowsOf(result)) {
    const userId = String(row.user_id);
    const entry = byAdvisor.get(userId) ?? { email: String(row.email), searches: [] };
    entry.searches.push(searchOf(row));
    byAdvisor.set(userId, entry);
  }
  return byAdvisor;
}

/** Memoised by key: each distinct value is computed once per alert job. */
function memo<T>(compute: (key: string) => Promise<T>) {
  const known = new Map<string, Promise<T>>();
  return (key: string) => {
    let value = known.get(key);
    if (!value) known.set(key, (value = compute(key)));
    return value;
  };
}

/**
 * The instant alerts of one new role for up to 500 advisors: each advisor's matching instant searches in one mail,
 * every role shown as that advisor's list shows it (their plan; on the free plan, whether the role is among the
 * search's first two). Three statements read the advisors, their searches and their plans; each distinct search
 * is run once; the mail is rendered once per combination of locks and filled in for each advisor; the mails are
 * queued in one statement, each with its key so a repeat is the same mail.
 */
export async function sendInstantAlerts(
  deps: AlertDeps,
  { jobId, userIds }: { jobId: string; userIds: string[] },
) {
  if (userIds.length === 0) return { sent: 0 };
  const job = await deps.db.query.jobs.findFirst({
    where: and(eq(jobs.id, jobId), eq(jobs.isActive, true)),
    columns: { searchVector: false },
  });
  if (!job) return { sent: 0 };
  const advisors = await instantSearchesMatching(deps.db, { userIds, jobId });
  if (advisors.size === 0) return { sent: 0 };
  const withPlan = await findUsersWithAccess(deps.db, { userIds: [...advisors.keys()], now: deps.now });
  const unlocked = memo((filters) => unlockedOnFreePlan(deps.db, JSON.parse(filters) as RoleFeedFilters));
  const mailFor = instantAlertMails(site(deps), {
    jobId,
    title: job.title,
    companyName: job.companyName,
    lockedFacts: factsOf(job, true),
    full: roleAsShown(deps.env, job, false),
    locked: roleAsShown(deps.env, job, true),
  });
  const mails: { message: MailMessage; key: string }[] = [];
  for (const [userId, { email, searches }] of advisors) {
    const shownIn: InstantAlertSearch[] = [];
    for (const search of searches) {
      const full = withPlan.has(userId) || (await unlocked(JSON.stringify(search.filters))).has(job.id);
      shownIn.push({ ...sectionOf(deps, search, [], 0), full });
    }
    mails.push(
      await mailFor({
        userId,
        email,
        searches: shownIn,
        unsubscribeAllUrl: unsubscribeUrl(deps.env, { list: 'saved-searches', frequency: 'instant', userId }),
      }),
    );
  }
  await enqueueMails(deps.queue, mails);
  return { sent: mails.length };
}

/** Advisors with daily or weekly searches, and their zone (profile zone, else UTC). */
async function digestRecipients(db: Db) {
  const rows = await db
    .selectDistinct({ userId: savedSearches.userId, email: users.email, zone: profiles.timeZone })
    .from(savedSearches)
    .innerJoin(users, and(eq(users.id, savedSearches.userId), eq(users.role, 'advisor')))
    .leftJoin(profiles, eq(profiles.id, savedSearches.userId))
    .where(inArray(savedSearches.frequency, ['daily', 'weekly']));
  return rows.map((row) => ({
    ...row,
    zone: row.zone && isTimeZone(row.zone) ? row.zone : 'UTC',
  }));
}

/** Claimed once per local day: a search mailed within the last 20 hours is not due again this morning. */
const CLAIM_GAP_MS = 20 * 3600 * 1000;

/**
 * The `saved-search-digest` job (every quarter hour): for each advisor for whom it is now the 08:00 hour, one mail
 * with the new roles of their daily searches (and, on their Monday, weekly ones) posted since each search's last
 * mail. The searches are locked and their windows moved in the transaction that queues the mail, so a second
 * instance or a retry finds them claimed; the mail's key is per advisor and local day.
 */
export async function sendSavedSearchDigests(deps: AlertDeps): Promise<{ sent: number }> {
  let sent = 0;
  for (const recipient of await digestRecipients(deps.db)) {
    const local = localDayAndHour(deps.now, recipient.zone);
    if (local.hour !== ALERT_LOCAL_HOUR) continue;
    const weekday = new Date(`${local.day}T00:00:00Z`).getUTCDay();
    const due = weekday === WEEKLY_LOCAL_WEEKDAY ? ['daily', 'weekly'] : ['daily'];
    const claimBefore = new Date(deps.now.getTime() - CLAIM_GAP_MS);
    const candidates = rowsOf(
      await deps.db.execute(sql`
        select id, name, filters, frequency, coalesce(last_mailed_at, created_at) as since
        from saved_searches
        where user_id = ${recipient.userId}
          and frequency in (${sql.join(
            due.map((value) => sql`${value}`),
            sql`, `,
          )})
          and (last_mailed_at is null or last_mailed_at < ${claimBefore.toISOString()}::timestamptz)
        order by created_at, id
      `),
    );
    if (candidates.length === 0) continue;
    // Read and written before the transaction (on PGlite a transaction holds the only connection).
    const { hasActiveSubscription } = await getAccess(deps.db, { userId: recipient.userId, now: deps.now });
    const sections: AlertSection[] = [];
    const frequencies = new Set<string>();
    for (const row of candidates) {
      const search = searchOf(row);
      const since = row.since instanceof Date ? row.since : new Date(String(row.since));
      const found = await findJobsPostedBetween(deps.db, search.filters, {
        after: since,
        until: deps.now,
        limit: ROLES_PER_SECTION + 1,
      });
      if (found.length === 0) continue;
      const shown = found.slice(0, ROLES_PER_SECTION);
      const unlocked = hasActiveSubscription ? null : await unlockedOnFreePlan(deps.db, search.filters);
      const roles = shown.map((job) =>
        roleAsShown(deps.env, job, unlocked !== null && !unlocked.has(job.id)),
      );
      sections.push(sectionOf(deps, search, roles, found.length - shown.length));
      frequencies.add(String(row.frequency));
    }
    const cadence = frequencies.has('daily') ? 'daily' : 'weekly';
    const mail = await savedSearchDigestMail(site(deps), {
      userId: recipient.userId,
      email: recipient.email,
      day: local.day,
      cadence,
      sections,
      unsubscribeAllUrl: unsubscribeUrl(deps.env, {
        list: 'saved-searches',
        frequency: cadence,
        userId: recipient.userId,
      }),
    });
    // The claim: each search's window moves only if nobody moved it meanwhile (another instance, a retry); the mail
    // is queued in the same transaction, so it exists exactly when the windows moved.
    const ids = candidates.map((row) => String(row.id));
    const done = await deps.db
      .transaction(async (tx) => {
        const claimed = await tx
          .update(savedSearches)
          .set({ lastMailedAt: deps.now })
          .where(
            and(
              inArray(savedSearches.id, ids),
              sql`(${savedSearches.lastMailedAt} is null or ${savedSearches.lastMailedAt} < ${claimBefore.toISOString()}::timestamptz)`,
            ),
          )
          .returning({ id: savedSearches.id });
        if (claimed.length !== ids.length) throw new ClaimedElsewhere();
        if (mail) await enqueueMail(deps.queue, mail.message, { key: mail.key, tx });
        return mail !== null;
      })
      .catch((error: unknown) => {
        if (error instanceof ClaimedElsewhere) return false;
        throw error;
      });
    if (done) sent += 1;
  }
  if (sent > 0) deps.queue.wake('mail');
  return { sent };
}

class ClaimedElsewhere extends Error {}
