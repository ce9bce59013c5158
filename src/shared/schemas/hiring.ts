// Contract schemas of the hiring process (decision 026): the application timeline as each side sees it, the
// company's private assessment (rating and notes), withdrawal, the response window and company responsiveness.
import { z } from 'zod';
import { RESPONSE_WINDOW, TIMELINE_STEPS } from '../constants';
import { isTimeZone, LOCAL_DATE_TIME } from '../time-zones';

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
  /** Interviews of this application, newest first. */
  interviews: z.array(z.lazy(() => InterviewSchema)),
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
  /** Interviews of this application, newest first. */
  interviews: z.array(z.lazy(() => InterviewSchema)),
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

// ---------------------------------------------------------------------------------------------------------------
// Interviews (decision 027)

export const INTERVIEW_STATUSES = ['proposed', 'new-times-requested', 'booked', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const TimeZoneSchema = z
  .string({ error: 'Choose a time zone' })
  .trim()
  .min(1, { error: 'Choose a time zone' })
  .max(64, { error: 'Choose a time zone from the list' })
  .refine(isTimeZone, { error: 'Choose a time zone from the list' });

const optionalTrimmed = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} is too long` })
      .optional(),
  );

/** `POST /api/hiring/applications/{id}/interviews` and `PUT /api/hiring/interviews/{id}/slots`. */
export const InterviewProposalInputSchema = z
  .object({
    /** The zone the slots' wall-clock times are in (the company's). */
    timeZone: TimeZoneSchema,
    durationMinutes: z
      .number({ error: 'Duration must be a number of minutes' })
      .int({ error: 'Duration must be a whole number of minutes' })
      .min(15, { error: 'An interview lasts at least 15 minutes' })
      .max(240, { error: 'An interview lasts at most 4 hours' })
      .default(45),
    slots: z
      .array(
        z.object({
          startsAt: z
            .string({ error: 'Give each time as a date and time' })
            .regex(LOCAL_DATE_TIME, { error: 'Give each time as a date and time' }),
        }),
        { error: 'Propose two or three times' },
      )
      .min(2, { error: 'Propose at least two times' })
      .max(3, { error: 'Propose at most three times' }),
    meetingUrl: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'The meeting link must be a web address (https://…)' })
        .max(500, { error: 'The meeting link is too long' })
        .optional(),
    ),
    location: optionalTrimmed('The place', 300),
  })
  .refine((value) => value.meetingUrl !== undefined || value.location !== undefined, {
    error: 'Give a meeting link or a place',
    path: ['meetingUrl'],
  })
  .refine((value) => new Set(value.slots.map((slot) => slot.startsAt)).size === value.slots.length, {
    error: 'Propose different times',
    path: ['slots'],
  });
export type InterviewProposalInput = z.input<typeof InterviewProposalInputSchema>;
export type InterviewProposalValues = z.output<typeof InterviewProposalInputSchema>;

/** `POST /api/hiring/interviews/{id}/booking`: the advisor picks one slot (and may save their time zone). */
export const InterviewBookingInputSchema = z.object({
  slotId: z
    .string({ error: 'Choose one of the proposed times' })
    .uuid({ error: 'Choose one of the proposed times' }),
  timeZone: TimeZoneSchema.optional(),
});
export type InterviewBookingInput = z.infer<typeof InterviewBookingInputSchema>;

/** `POST /api/hiring/interviews/{id}/other-times` and `/cancellation`: an optional message to the other side. */
export const InterviewMessageInputSchema = z.object({ message: optionalTrimmed('The message', 500) });
export type InterviewMessageInput = z.input<typeof InterviewMessageInputSchema>;

/**
 * `POST /api/hiring/interviews/{id}/other-times`: the advisor's note and up to three times that suit them, wall-clock
 * times in `timeZone` (their own), so the company can propose from them (issue #29).
 */
export const InterviewOtherTimesInputSchema = InterviewMessageInputSchema.extend({
  timeZone: TimeZoneSchema.optional(),
  suggestedTimes: z
    .array(
      z
        .string({ error: 'Give each time as a date and time' })
        .regex(LOCAL_DATE_TIME, { error: 'Give each time as a date and time' }),
      { error: 'Suggest up to three times' },
    )
    .max(3, { error: 'Suggest at most three times' })
    .optional(),
}).refine((value) => !value.suggestedTimes?.length || value.timeZone !== undefined, {
  error: 'Choose the time zone of the suggested times',
  path: ['timeZone'],
});
export type InterviewOtherTimesInput = z.input<typeof InterviewOtherTimesInputSchema>;

export const InterviewSchema = z.object({
  id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  durationMinutes: z.number().int(),
  companyTimeZone: z.string(),
  /** The advisor's zone from their profile (null until they set it; times are then shown in the company's). */
  advisorTimeZone: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** The booked time (null until booked). */
  startsAt: z.string().nullable(),
  slots: z.array(z.object({ id: z.string(), startsAt: z.string() })),
  sequence: z.number().int(),
});
export type Interview = z.infer<typeof InterviewSchema>;
