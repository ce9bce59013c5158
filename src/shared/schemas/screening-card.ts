// The small part of the screening contract (decision 049) that the applicant card and My Applications carry: kept
// apart from the editors' and forms' schemas (screening.ts) so screens that only show an application do not load
// them.
import { z } from 'zod';
import { GivenAnswerSchema } from './screening-mine';

export * from './screening-mine';

export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const ApplicantAnswerSchema = GivenAnswerSchema.extend({
  questionId: z.string().nullable(),
  knockedOut: z.boolean(),
});

/** Scorecards summed up for the card; the averages and recommendations only once the viewer submitted theirs. */
export const ScorecardAggregateSchema = z.object({
  submitted: z.number().int(),
  /** Whether the viewer has submitted a scorecard for this applicant (independent judgement first). */
  mineSubmitted: z.boolean(),
  /** Mean of every criterion score of every card (1–4), null until the viewer's own card is in. */
  average: z.number().nullable(),
  recommendations: z.record(z.enum(RECOMMENDATIONS), z.number().int()).nullable(),
  /** Expected scorers who have not scored yet. */
  pending: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type ScorecardAggregate = z.infer<typeof ScorecardAggregateSchema>;

export const ApplicantScreeningSchema = z.object({
  answers: z.array(ApplicantAnswerSchema),
  motivation: z.string().nullable(),
  /** The questions answered with their knockout answer ("knockout: answered No to …"). */
  knockouts: z.array(z.string()),
  scorecards: ScorecardAggregateSchema,
});
export type ApplicantScreening = z.infer<typeof ApplicantScreeningSchema>;

/** Applicants list filters on the answers: knockouts hidden or only, or one question answered with one value. */
export const KNOCKOUT_FILTERS = ['all', 'hide', 'only'] as const;
