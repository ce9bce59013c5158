// The demo's structured applications and scorecards (issue #33 parts 2 and 4, decision 049), made through the
// services the product uses: the demo company asks screening questions on its first two positions (the first with a
// knockout) and saves criteria from the suggestions read off the first one's text (saveQuestions, saveCriteria);
// the applicants' answers and motivation notes are checked and stored as applying does (checkApplicationAnswers,
// storeApplicationScreening, dated when they applied); and the company scores some of the first position's
// applicants (saveScorecard), leaving the others pending.
import { and, eq, inArray } from 'drizzle-orm';
import type { ApplyInput, QuestionsInput, Recommendation } from '@shared/schemas/screening';
import type { SessionUser } from '@server/app-env';
import type { Db } from '@server/db/client';
import { applications } from '@server/db/schema';
import { checkApplicationAnswers, storeApplicationScreening } from '../applications/answers.service';
import { getPositionScreening, saveCriteria, saveQuestions } from '../screening/questions.service';
import { saveScorecard } from '../screening/scorecards.service';

const DAY = 24 * 3600 * 1000;

/** The first position's questions: attending in person is the knockout. */
export const DEMO_KNOCKOUT_QUESTIONS: QuestionsInput['questions'] = [
  {
    kind: 'yes_no',
    prompt: 'Can you attend our quarterly board meetings in person?',
    required: true,
    knockoutAnswer: 'no',
  },
  {
    kind: 'choice',
    prompt: 'How much time could you give us each month?',
    options: ['1–2 days', '3–4 days', 'More than 4 days'],
    required: true,
  },
  {
    kind: 'text',
    prompt: 'Which board or committee role are you proudest of, and why?',
    required: false,
  },
];

const SECOND_QUESTIONS: QuestionsInput['questions'] = [
  {
    kind: 'choice',
    prompt: 'Have you served on a board before?',
    options: ['Yes, as chair', 'Yes, as a member', 'Not yet'],
    required: true,
  },
  {
    kind: 'text',
    prompt: 'What would you ask our leadership team first?',
    required: false,
  },
];

const PROUDEST = [
  'Chairing the audit committee of a listed fintech through its first two clean audits.',
  'Leading the remuneration committee through a say-on-pay vote that passed with 94%.',
  'Setting up the risk committee of a scale-up before its Series C.',
  '',
];
const ASK_FIRST = [
  'Where the next eighteen months of growth will come from, and what could stop it.',
  'How the board learns about problems before they reach the numbers.',
  '',
];
const NOTES = [
  'I have spent a decade on boards of companies at exactly this stage and would love to help you through the next one.',
  'Your focus on governance before the next round is what drew me: it is the work I enjoy most.',
  'I know your market from both sides — as an operator and as an investor — and would bring that to the board.',
  '',
];

/** What one applicant answers: deterministic by their place, one in four answering the knockout "No". */
function answersFor(questionIds: string[], n: number, first: boolean): ApplyInput {
  const [attend, time, proudest] = questionIds;
  if (proudest === undefined) {
    const [served, ask] = questionIds;
    return {
      answers: {
        [served!]: ['Yes, as chair', 'Yes, as a member', 'Not yet'][n % 3]!,
        ...(ASK_FIRST[n % ASK_FIRST.length] ? { [ask!]: ASK_FIRST[n % ASK_FIRST.length]! } : {}),
      },
      motivation: NOTES[(n + 1) % NOTES.length],
    };
  }
  return {
    answers: {
      [attend!]: !first && n % 4 === 3 ? 'no' : 'yes',
      [time!]: ['1–2 days', '3–4 days', 'More than 4 days'][n % 3]!,
      // The demo advisor answers every question (My Applications shows them); some others skip the optional one.
      ...(first
        ? { [proudest]: PROUDEST[0]! }
        : PROUDEST[n % PROUDEST.length]
          ? { [proudest]: PROUDEST[n % PROUDEST.length]! }
          : {}),
    },
    motivation: first
      ? 'I chaired the audit committee of a payments company for five years and would enjoy doing it again.'
      : NOTES[n % NOTES.length],
  };
}

const SCORED: { scores: number[]; recommendation: Recommendation; comment: string }[] = [
  {
    scores: [4, 3, 4, 3],
    recommendation: 'strong_yes',
    comment: 'Clear on the audit committee’s remit; asked the right questions about our revenue recognition.',
  },
  {
    scores: [3, 3, 2, 3],
    recommendation: 'yes',
    comment: 'Solid, though lighter on our industry than the others.',
  },
  {
    scores: [2, 2, 3, 1],
    recommendation: 'no',
    comment: 'Thoughtful, but could not commit the time the role needs.',
  },
];

export async function seedDemoScreening(
  db: Db,
  {
    company,
    positionIds,
    firstAdvisorId,
  }: {
    company: { id: string; email: string };
    /** The demo company's positions, the one the applicants page opens on first. */
    positionIds: string[];
    /** The demo advisor, whose answers show on My Applications. */
    firstAdvisorId: string;
  },
) {
  const actor: SessionUser = { id: company.id, email: company.email, role: 'company', emailVerified: true };
  // Asked before anyone applied (the positions are 26 days old or more, the oldest application 24).
  const asked = new Date(Date.now() - 25 * DAY);
  const [first, second] = positionIds;
  const withQuestions = [
    { positionId: first!, questions: DEMO_KNOCKOUT_QUESTIONS },
    { positionId: second!, questions: SECOND_QUESTIONS },
  ];
  let answered = 0;
  for (const { positionId, questions } of withQuestions) {
    const saved = await saveQuestions({ db, now: asked }, { actor, positionId, input: { questions } });
    const ids = saved.questions.map((question) => question.id);
    const applicants = await db
      .select({
        id: applications.id,
        advisorId: applications.advisorUserId,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(eq(applications.jobId, positionId))
      .orderBy(applications.createdAt);
    for (const [n, applicant] of applicants.entries()) {
      const input = answersFor(ids, n, applicant.advisorId === firstAdvisorId);
      // Checked and stored exactly as applying does (features/applications), when they applied.
      const screening = await checkApplicationAnswers(db, { jobId: positionId, input });
      await db.transaction((tx) =>
        storeApplicationScreening(tx, { applicationId: applicant.id, screening, at: applicant.createdAt }),
      );
      answered += 1;
    }
  }

  // Criteria from the suggestions read off the first position's text, then scorecards on some of its applicants
  // the company has moved on; the ones still at "applied" are left to score.
  const suggested = (await getPositionScreening(db, { actor, positionId: first! })).suggestedCriteria;
  const { criteria } = await saveCriteria(
    { db, now: asked },
    { actor, positionId: first!, input: { criteria: suggested.slice(0, 4).map((label) => ({ label })) } },
  );
  const toScore = await db
    .select({ id: applications.id, updatedAt: applications.updatedAt })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, first!),
        inArray(applications.status, ['shortlisted', 'contacted', 'rejected']),
      ),
    )
    .orderBy(applications.createdAt);
  let scored = 0;
  const scoredApplications: { id: string; at: Date }[] = [];
  for (const [n, application] of toScore.entries()) {
    const card = SCORED[n % SCORED.length]!;
    await saveScorecard(
      { db, now: application.updatedAt },
      {
        actor,
        applicationId: application.id,
        input: {
          scores: Object.fromEntries(criteria.map((c, i) => [c.id, card.scores[i % card.scores.length]!])),
          recommendation: card.recommendation,
          comment: card.comment,
        },
      },
    );
    scored += 1;
    scoredApplications.push({ id: application.id, at: application.updatedAt });
  }
  return { answered, scored, criteria: criteria.map((c) => c.id), scoredApplications };
}

const COLLEAGUE_CARDS: { scores: number[]; recommendation: Recommendation; comment: string }[] = [
  {
    scores: [3, 4, 3, 3],
    recommendation: 'yes',
    comment: 'Would chair the committee well; I would check how many other boards she sits on.',
  },
  {
    scores: [3, 2, 2, 3],
    recommendation: 'no',
    comment: 'Capable, but the sector gap showed when we talked about our customers.',
  },
];

/**
 * The colleagues' own scorecards, as each would submit them (decision 049): the hiring member scores the first two
 * applicants the owner scored, the interviewer (assigned to this position) the first only — so the card shows an
 * aggregate of three judges on one, two on another, and who has not scored yet.
 */
export async function seedDemoColleagueScorecards(
  db: Db,
  input: {
    criteria: string[];
    scoredApplications: { id: string; at: Date }[];
    colleagues: { id: string; email: string; member: 'hiring' | 'interviewer' }[];
  },
) {
  for (const colleague of input.colleagues) {
    const actor: SessionUser = {
      id: colleague.id,
      email: colleague.email,
      role: 'company',
      emailVerified: true,
    };
    const mine = input.scoredApplications.slice(0, colleague.member === 'hiring' ? 2 : 1);
    for (const [n, application] of mine.entries()) {
      const card = COLLEAGUE_CARDS[n % COLLEAGUE_CARDS.length]!;
      await saveScorecard(
        {
          db,
          now: new Date(application.at.getTime() + (colleague.member === 'hiring' ? 2 : 5) * 3600 * 1000),
        },
        {
          actor,
          applicationId: application.id,
          input: {
            scores: Object.fromEntries(
              input.criteria.map((id, i) => [id, card.scores[i % card.scores.length]!]),
            ),
            recommendation: card.recommendation,
            comment: card.comment,
          },
        },
      );
    }
  }
}
