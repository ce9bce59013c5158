// What an advisor sends with an application (decision 049): the answers to the role's screening questions and the
// motivation note. Shared by applying (`ApplyInputSchema`, screening.ts) and accepting an invitation
// (`InvitationAcceptSchema`, invitation-accept.ts), kept apart so the invitations screen does not load the editors' schemas.
import { z } from 'zod';

export const SCREENING_LIMITS = {
  questions: 5,
  promptMax: 200,
  options: 6,
  optionMax: 80,
  textAnswerMax: 500,
  motivationMax: 1000,
  criteria: 8,
  criterionMax: 80,
  commentMax: 2000,
} as const;

export const ScreeningAnswersSchema = z.object({
  /** Question id → the answer: the text, 'yes'/'no', or the chosen option. */
  answers: z
    .record(
      z.string().max(100),
      z
        .string({ error: 'The answer must be text' })
        .trim()
        .max(SCREENING_LIMITS.textAnswerMax, {
          error: `An answer can be at most ${SCREENING_LIMITS.textAnswerMax} characters`,
        }),
      { error: 'answers must be an object of question ids to answers' },
    )
    .default({}),
  motivation: z
    .string({ error: 'The motivation note must be text' })
    .trim()
    .max(SCREENING_LIMITS.motivationMax, {
      error: `The motivation note can be at most ${SCREENING_LIMITS.motivationMax} characters`,
    })
    .default(''),
});
export type ScreeningAnswers = z.input<typeof ScreeningAnswersSchema>;
