// Contract schemas of the hiring process (decision 026): the application timeline as each side sees it, the
// company's private assessment (rating and notes), withdrawal, the response window and company responsiveness.
import { z } from 'zod';
import { RESPONSE_WINDOW, TIMELINE_STEPS } from '../constants';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** One step as the advisor sees it: when, and whether they, the company or the platform took it — never who. */
export const AdvisorTimelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  at: z.string(),
  by: z.enum(['you', 'company', 'platform']),
  /** The reason the company chose to share (or the platform's), else null. */
  reason: z.string().nullable(),
});
export type AdvisorTimelineEntry = z.infer<typeof AdvisorTimelineEntrySchema>;

/** One step as the company sees it: also which of its people took it and every reason, shared or not. */
export const CompanyTimelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  at: z.string(),
  by: z.enum(['advisor', 'company', 'platform']),
  /** The company user who took the step (null for the advisor and the platform). */
  byName: z.string().nullable(),
  reason: z.string().nullable(),
  reasonShared: z.boolean(),
});
export type CompanyTimelineEntry = z.infer<typeof CompanyTimelineEntrySchema>;

export const APPLICANT_NOTES_MAX = 5000;

/** `PUT /api/hiring/applications/{id}/assessment`: the company's private rating (1–5 or none) and notes. */
export const AssessmentInputSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number from 1 to 5' })
    .max(5, { error: 'Rating must be a whole number from 1 to 5' })
    .nullable(),
  notes: z
    .string({ error: 'Notes must be text' })
    .max(APPLICANT_NOTES_MAX, { error: `Notes can be at most ${APPLICANT_NOTES_MAX} characters` }),
});
export type AssessmentInput = z.infer<typeof AssessmentInputSchema>;

export const AssessmentSchema = AssessmentInputSchema.extend({ updatedAt: z.string().nullable() });
export type Assessment = z.infer<typeof AssessmentSchema>;

/** What the applicant card carries of the hiring process (company only). */
export const ApplicantHiringSchema = z.object({
  assessment: AssessmentSchema,
  timeline: z.array(CompanyTimelineEntrySchema),
  /** The day the application closes without an answer, while it still waits for the company's first action. */
  respondBy: z.string().nullable(),
});
export type ApplicantHiring = z.infer<typeof ApplicantHiringSchema>;

export const WITHDRAWAL_REASON_MAX = 500;

/** `POST /api/hiring/my-applications/{id}/withdrawal`. */
export const WithdrawalInputSchema = z.object({
  reason: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'The reason must be text' })
      .trim()
      .max(WITHDRAWAL_REASON_MAX, { error: `The reason can be at most ${WITHDRAWAL_REASON_MAX} characters` })
      .optional(),
  ),
});
export type WithdrawalInput = z.input<typeof WithdrawalInputSchema>;

export const WithdrawalSchema = z.object({ id: z.string(), status: z.literal('withdrawn') });

/** What My Applications carries of the hiring process (advisor side: nothing private to the company). */
export const MyApplicationHiringSchema = z.object({
  timeline: z.array(AdvisorTimelineEntrySchema),
  /** The advisor may withdraw (the application is still open). */
  canWithdraw: z.boolean(),
  /** Withdrawn, and the role still takes applications: the advisor may apply again. */
  canReapply: z.boolean(),
});
export type MyApplicationHiring = z.infer<typeof MyApplicationHiringSchema>;

/** The response window field of the position form (days; 7–60, default 21). */
export const ResponseDaysSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({
      error: `Response window must be a number of days from ${RESPONSE_WINDOW.minDays} to ${RESPONSE_WINDOW.maxDays}`,
    })
    .int({ error: 'Response window must be a whole number of days' })
    .min(RESPONSE_WINDOW.minDays, {
      error: `Response window must be at least ${RESPONSE_WINDOW.minDays} days`,
    })
    .max(RESPONSE_WINDOW.maxDays, {
      error: `Response window can be at most ${RESPONSE_WINDOW.maxDays} days`,
    })
    .default(RESPONSE_WINDOW.defaultDays),
);

/** A company's responsiveness, shown to advisors on its positions once it has had enough applications. */
export const ResponsivenessSchema = z.object({
  applications: z.number().int(),
  /** Median days from application to the company's first action (null while none was answered). */
  medianDaysToFirstAction: z.number().nullable(),
  /** Of the applications that ended without a hire, the percentage the company closed with a reason. */
  closedWithReasonPercent: z.number().int().nullable(),
});
export type Responsiveness = z.infer<typeof ResponsivenessSchema>;
