// Interview scorecards (decision 049): each interviewer scores every criterion of the position from 1 to 4, gives a
// recommendation and a private comment. Keyed by (application, author): one card per interviewer, which they may
// revise. Independent judgement: an interviewer sees colleagues' cards — and the averages — only once their own is
// in. Private to the company: no advisor-facing query reads the scorecards table.
import { asc, eq, sql } from 'drizzle-orm';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import {
  RECOMMENDATIONS,
  ScorecardInputSchema,
  type ApplicantScreening,
  type Recommendation,
  type Scorecard,
  type ScorecardAggregate,
  type ScorecardInput,
  type ScorecardsView,
} from '@shared/schemas/screening';
import type { FieldIssue } from '@shared/errors';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import {
  applicationAnswers,
  applicationMotivations,
  companyMembers,
  companyPositionAssignments,
  companyProfiles,
  jobs,
  scorecards,
  user as users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { asCompanyViewer, requireCompletedCompany } from '../../lib/company-actor';
import { loadApplicationFor } from '../applications/load-application';
import { findCriteria } from './questions.service';

type Reader = Pick<Db, 'select'>;

export interface Scorer {
  userId: string;
  name: string;
}

/**
 * Who is expected to score a position's applicants, as a JSON column of a select from `jobs` (correlated on the
 * row's id and account, named in full as "jobs": drizzle writes a one-table select's columns unqualified), so the
 * applicants page reads them with its position (decision 057); `findPositionScorers` reads the same column. The
 * company's colleagues who judge this position (decision 048): owners, admins and hiring members see every
 * position; interviewers score the positions assigned to them. Ordered by name, then id; the account's contact
 * person names the founding account (its user name is often the company's).
 */
export const positionScorersSql = () => sql<ScorerRow[]>`(
  select coalesce(json_agg(json_build_object('userId', su.id, 'name', su.name,
    'contactName', case when sp.user_id = su.id then sp.contact_full_name end) order by su.name asc, su.id asc), '[]'::json)
  from ${companyProfiles} sp
  join ${companyMembers} sm on sm.company_id = sp.id
  join ${users} su on su.id = sm.user_id
  where sp.user_id = "jobs"."posted_by"
    and (sm.role <> 'interviewer' or exists (select 1 from ${companyPositionAssignments} sa
      where sa.job_id = "jobs"."id" and sa.user_id = sm.user_id)))`;

interface ScorerRow {
  userId: string;
  name: string | null;
  contactName: string | null;
}

/** A name, never an address: the applicant card carries no contact details. */
export const toScorers = (rows: readonly ScorerRow[] | null | undefined): Scorer[] =>
  (rows ?? []).map((row) => ({ userId: row.userId, name: row.contactName || row.name || 'A colleague' }));

export async function findPositionScorers(db: Reader, jobId: string): Promise<Scorer[]> {
  const [row] = await db.select({ scorers: positionScorersSql() }).from(jobs).where(eq(jobs.id, jobId));
  return toScorers(row?.scorers);
}

const emptyTally = () =>
  Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<Recommendation, number>;

/** The card's summary from its authors and stored averages; figures only once the viewer's own card is in. */
function aggregateOf(
  cards: { authorUserId: string; average: number | null; recommendation: string }[],
  viewerId: string,
  scorers: Scorer[],
): ScorecardAggregate {
  const authors = new Set(cards.map((card) => card.authorUserId));
  const mineSubmitted = authors.has(viewerId);
  const averages = cards.flatMap((card) => (card.average === null ? [] : [Number(card.average)]));
  const tally = emptyTally();
  for (const card of cards) {
    if (card.recommendation in tally) tally[card.recommendation as Recommendation] += 1;
  }
  return {
    submitted: cards.length,
    mineSubmitted,
    average:
      mineSubmitted && averages.length > 0
        ? Math.round((averages.reduce((sum, n) => sum + n, 0) / averages.length) * 100) / 100
        : null,
    recommendations: mineSubmitted ? tally : null,
    pending: scorers.filter((scorer) => !authors.has(scorer.userId)),
  };
}

/**
 * The answers, motivation notes and scorecard summaries of a page of applicants: one statement whatever the page's
 * size (decision 047's page reads no more per row), the position's scorers read once by the caller.
 */
export async function findApplicantScreening(
  db: Reader,
  { applicationIds, viewerId, scorers }: { applicationIds: string[]; viewerId: string; scorers: Scorer[] },
): Promise<Map<string, ApplicantScreening>> {
  if (applicationIds.length === 0) return new Map();
  const ids = sql.join(
    applicationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db
    .select({
      id: sql<string>`a.id`,
      answers: sql<{ questionId: string | null; prompt: string; value: string; knockedOut: boolean }[]>`(
        select coalesce(json_agg(json_build_object('questionId', x.question_id, 'prompt', x.prompt,
          'value', x.value, 'knockedOut', x.knocked_out) order by x.position), '[]'::json)
        from ${applicationAnswers} x where x.application_id = a.id)`,
      motivation: sql<
        string | null
      >`(select m.note from ${applicationMotivations} m where m.application_id = a.id)`,
      cards: sql<{ authorUserId: string; average: number | null; recommendation: string }[]>`(
        select coalesce(json_agg(json_build_object('authorUserId', s.author_user_id, 'average', s.average,
          'recommendation', s.recommendation)), '[]'::json)
        from ${scorecards} s where s.application_id = a.id)`,
    })
    .from(sql`unnest(array[${ids}]) as a(id)`);
  return new Map(
    rows.map((row) => {
      const answers = row.answers ?? [];
      return [
        row.id,
        {
          answers,
          motivation: row.motivation,
          knockouts: answers.filter((answer) => answer.knockedOut).map((answer) => answer.prompt),
          scorecards: aggregateOf(row.cards ?? [], viewerId, scorers),
        },
      ];
    }),
  );
}

const toScorecard = (row: {
  authorUserId: string;
  authorName: string | null;
  scores: { criterionId: string; label: string; score: number }[];
  recommendation: string;
  comment: string;
  submittedAt: Date;
  updatedAt: Date;
}): Scorecard => ({
  authorUserId: row.authorUserId,
  authorName: row.authorName || 'A colleague',
  scores: row.scores,
  recommendation: row.recommendation as Recommendation,
  comment: row.comment,
  submittedAt: row.submittedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function requireOwnApplication(db: Db, actor: SessionUser | null, applicationId: string) {
  const member = await requireCompletedCompany(db, actor);
  // The scope: an interviewer reaches only the applications of positions assigned to them (decision 048).
  const application = await loadApplicationFor(db, asCompanyViewer(member), applicationId, 'company');
  if (!application) throw notFound(COMPANY_ERROR_MESSAGES.applicationNotFound);
  // The author is the colleague signed in, not the company's account: each scores on their own card.
  return { user: member.user, application };
}

export async function getScorecards(
  db: Db,
  { actor, applicationId }: { actor: SessionUser | null; applicationId: string },
): Promise<ScorecardsView> {
  const { user, application } = await requireOwnApplication(db, actor, applicationId);
  const [criteria, scorers, rows] = await Promise.all([
    findCriteria(db, application.jobId),
    findPositionScorers(db, application.jobId),
    db
      .select({
        authorUserId: scorecards.authorUserId,
        authorName: users.name,
        scores: scorecards.scores,
        average: scorecards.average,
        recommendation: scorecards.recommendation,
        comment: scorecards.comment,
        submittedAt: scorecards.submittedAt,
        updatedAt: scorecards.updatedAt,
      })
      .from(scorecards)
      .leftJoin(users, eq(users.id, scorecards.authorUserId))
      .where(eq(scorecards.applicationId, application.id))
      .orderBy(asc(scorecards.submittedAt)),
  ]);
  const names = new Map(scorers.map((scorer) => [scorer.userId, scorer.name]));
  const cards = rows.map((row) =>
    toScorecard({ ...row, authorName: names.get(row.authorUserId) ?? row.authorName }),
  );
  const mine = cards.find((card) => card.authorUserId === user.id) ?? null;
  return {
    criteria,
    mine,
    // Independent judgement: nothing of a colleague's card before the viewer's own is in.
    others: mine ? cards.filter((card) => card.authorUserId !== user.id) : null,
    aggregate: aggregateOf(rows, user.id, scorers),
  };
}

/** Submits (or revises) the caller's scorecard: every criterion of the position scored, a recommendation. */
export async function saveScorecard(
  deps: { db: Db; now: Date },
  {
    actor,
    applicationId,
    input,
  }: { actor: SessionUser | null; applicationId: string; input: ScorecardInput },
): Promise<ScorecardsView> {
  const { db, now } = deps;
  const { user, application } = await requireOwnApplication(db, actor, applicationId);
  const parsed = ScorecardInputSchema.parse(input);
  const criteria = await findCriteria(db, application.jobId);
  const known = new Set(criteria.map((c) => c.id));
  const given = new Map(Object.entries(parsed.scores).map(([id, score]) => [id.toLowerCase(), score]));
  const issues: FieldIssue[] = [];
  for (const id of Object.keys(parsed.scores)) {
    if (!known.has(id.toLowerCase())) {
      issues.push({ path: `scores.${id}`, message: 'This criterion is no longer used; reload the page' });
    }
  }
  for (const criterion of criteria) {
    if (!given.has(criterion.id)) {
      issues.push({ path: `scores.${criterion.id}`, message: `Score “${criterion.label}” from 1 to 4` });
    }
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  const scores = criteria.map((c) => ({ criterionId: c.id, label: c.label, score: given.get(c.id)! }));
  const average =
    scores.length > 0
      ? Math.round((scores.reduce((sum, s) => sum + s.score, 0) / scores.length) * 100) / 100
      : null;
  await db
    .insert(scorecards)
    .values({
      applicationId: application.id,
      authorUserId: user.id,
      scores,
      average,
      recommendation: parsed.recommendation,
      comment: parsed.comment,
      submittedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [scorecards.applicationId, scorecards.authorUserId],
      set: {
        scores,
        average,
        recommendation: parsed.recommendation,
        comment: parsed.comment,
        updatedAt: now,
      },
    });
  return getScorecards(db, { actor, applicationId: application.id });
}

/** The applications of a position whose answers match a filter (for the applicants list's `where`). */
export const answerFilters = {
  knockedOut: (applicationId: unknown) =>
    sql`exists (select 1 from ${applicationAnswers} k where k.application_id = ${applicationId} and k.knocked_out)`,
  answered: (applicationId: unknown, questionId: string, value: string) =>
    sql`exists (select 1 from ${applicationAnswers} q where q.application_id = ${applicationId}
      and q.question_id = ${questionId}::uuid and lower(q.value) = lower(${value}))`,
};
