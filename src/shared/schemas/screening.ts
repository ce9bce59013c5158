// Contract schemas of structured applications and interview scorecards (issue #33 parts 2 and 4, decision 049).
// Screening questions are asked when an advisor applies; the answers and the motivation note are shown to the
// company and back to the advisor. Criteria and scorecards are the company's alone: no advisor-facing schema here
// carries a score, a recommendation, a comment or which answer is a knockout.
import { z } from 'zod';
import { RECOMMENDATIONS, ScorecardAggregateSchema, type Recommendation } from './screening-card';
import { SCREENING_LIMITS, ScreeningAnswersSchema } from './screening-answers';

export * from './screening-card';
export * from './screening-answers';

export const QUESTION_KINDS = ['text', 'yes_no', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
};
export const SCORE_LABELS = ['', 'Poor', 'Mixed', 'Good', 'Excellent'] as const;

const idField = z.string({ error: 'Unknown question' }).trim().max(100, { error: 'Unknown question' });

// ---------------------------------------------------------------------------------------------------------------
// Questions (company side)

export const QuestionInputSchema = z
  .object({
    /** An existing question's id keeps it (and its answers' link); omitted: a new question. */
    id: idField.optional(),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose short text, yes/no or one choice' }),
    prompt: z
      .string({ error: 'The question is required' })
      .trim()
      .min(1, { error: 'The question is required' })
      .max(SCREENING_LIMITS.promptMax, {
        error: `A question can be at most ${SCREENING_LIMITS.promptMax} characters`,
      }),
    options: z
      .array(
        z
          .string({ error: 'A choice must be text' })
          .trim()
          .min(1, { error: 'A choice cannot be empty' })
          .max(SCREENING_LIMITS.optionMax, {
            error: `A choice can be at most ${SCREENING_LIMITS.optionMax} characters`,
          }),
        { error: 'Choices must be a list' },
      )
      .max(SCREENING_LIMITS.options, { error: `At most ${SCREENING_LIMITS.options} choices` })
      .default([]),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    /** The answer that marks the applicant as a knockout ('yes'/'no', or one of the options); null: none. */
    knockoutAnswer: z
      .string({ error: 'The knockout answer must be text' })
      .trim()
      .max(SCREENING_LIMITS.optionMax, { error: 'Unknown knockout answer' })
      .nullable()
      .default(null),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'choice') {
      if (question.options.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two choices' });
      }
      if (new Set(question.options.map((o) => o.toLowerCase())).size !== question.options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each choice must be different' });
      }
    }
    const knockout = question.knockoutAnswer;
    if (knockout === null || knockout === '') return;
    const allowed =
      question.kind === 'yes_no' ? ['yes', 'no'] : question.kind === 'choice' ? question.options : [];
    if (!allowed.includes(knockout)) {
      ctx.addIssue({
        code: 'custom',
        path: ['knockoutAnswer'],
        message:
          question.kind === 'text'
            ? 'A short-text question cannot be a knockout'
            : 'The knockout answer must be one of the answers',
      });
    }
  });
export type QuestionInput = z.input<typeof QuestionInputSchema>;

/** `PUT /api/screening/positions/{id}/questions`: the whole list, in order (at most five). */
export const QuestionsInputSchema = z.object({
  questions: z
    .array(QuestionInputSchema, { error: 'questions must be a list' })
    .max(SCREENING_LIMITS.questions, {
      error: `A position can ask at most ${SCREENING_LIMITS.questions} questions`,
    }),
});
export type QuestionsInput = z.input<typeof QuestionsInputSchema>;

/** A question as the advisor sees it on the apply screen: never which answer is a knockout. */
export const ApplyQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type ApplyQuestion = z.infer<typeof ApplyQuestionSchema>;

/** A question as its company sees it. */
export const QuestionSchema = ApplyQuestionSchema.extend({ knockoutAnswer: z.string().nullable() });
export type Question = z.infer<typeof QuestionSchema>;

/** `GET /api/screening/jobs/{jobId}/questions`: what the apply screen asks. */
export const ApplyQuestionsSchema = z.object({
  questions: z.array(ApplyQuestionSchema),
  motivationMax: z.number().int(),
});
export type ApplyQuestions = z.infer<typeof ApplyQuestionsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Criteria (company side)

export const CriterionSchema = z.object({ id: z.string(), label: z.string() });
export type Criterion = z.infer<typeof CriterionSchema>;

/** `PUT /api/screening/positions/{id}/criteria`: the whole list, in order. */
export const CriteriaInputSchema = z.object({
  criteria: z
    .array(
      z.object({
        id: idField.optional(),
        label: z
          .string({ error: 'A criterion is required' })
          .trim()
          .min(1, { error: 'A criterion cannot be empty' })
          .max(SCREENING_LIMITS.criterionMax, {
            error: `A criterion can be at most ${SCREENING_LIMITS.criterionMax} characters`,
          }),
      }),
      { error: 'criteria must be a list' },
    )
    .max(SCREENING_LIMITS.criteria, { error: `At most ${SCREENING_LIMITS.criteria} criteria` }),
});
export type CriteriaInput = z.input<typeof CriteriaInputSchema>;

/** `GET /api/screening/positions/{id}`: the position's questions and criteria, and criteria suggested from its text. */
export const PositionScreeningSchema = z.object({
  questions: z.array(QuestionSchema),
  criteria: z.array(CriterionSchema),
  /** Criteria read from the position's requirements (and a few every board role shares); not yet saved. */
  suggestedCriteria: z.array(z.string()),
});
export type PositionScreening = z.infer<typeof PositionScreeningSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Applying (advisor side)

/** The body of `POST /api/jobs/{jobId}/applications` (optional: a role without questions needs none). */
export const ApplyInputSchema = ScreeningAnswersSchema.extend({
  /**
   * The advisor agreed that applying reveals them to the company: required while their confidential mode is on
   * (decision 044; without it the answer is 409 CONFIRM_REVEAL and nothing changes).
   */
  confirmReveal: z.boolean({ error: 'confirmReveal is true or false.' }).optional(),
});
export type ApplyInput = z.input<typeof ApplyInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The applicant card (company side)

// ---------------------------------------------------------------------------------------------------------------
// Scorecards (company side)

export const ScorecardInputSchema = z.object({
  /** Criterion id → 1 (poor) to 4 (excellent); every criterion of the position must be scored. */
  scores: z.record(
    z.string().max(100),
    z
      .number({ error: 'Score each criterion from 1 to 4' })
      .int({ error: 'Score each criterion from 1 to 4' })
      .min(1, { error: 'Score each criterion from 1 to 4' })
      .max(4, { error: 'Score each criterion from 1 to 4' }),
    { error: 'scores must be an object of criterion ids to scores' },
  ),
  recommendation: z.enum(RECOMMENDATIONS, { error: 'Choose a recommendation' }),
  comment: z
    .string({ error: 'The comment must be text' })
    .trim()
    .max(SCREENING_LIMITS.commentMax, {
      error: `The comment can be at most ${SCREENING_LIMITS.commentMax} characters`,
    })
    .default(''),
});
export type ScorecardInput = z.input<typeof ScorecardInputSchema>;

export const ScorecardSchema = z.object({
  authorUserId: z.string(),
  authorName: z.string(),
  scores: z.array(z.object({ criterionId: z.string(), label: z.string(), score: z.number().int() })),
  recommendation: z.enum(RECOMMENDATIONS),
  comment: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

/** `GET /api/screening/applications/{id}/scorecards`: colleagues' cards only once the viewer's own is in. */
export const ScorecardsViewSchema = z.object({
  criteria: z.array(CriterionSchema),
  mine: ScorecardSchema.nullable(),
  /** Null until the viewer submitted theirs (independent judgement); then every colleague's card. */
  others: z.array(ScorecardSchema).nullable(),
  aggregate: ScorecardAggregateSchema,
});
export type ScorecardsView = z.infer<typeof ScorecardsViewSchema>;
