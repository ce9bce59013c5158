// Board seats on the advisor profile, a company's competitor list, and the checks shown before an application or an
// invitation (issue #35 parts 1–3, decision 050). The server (features/board-seats) and the forms both read this file.
import { z } from 'zod';
import { ADVISOR_INDUSTRIES, COMPANY_INDUSTRIES } from '../constants';
import { BOARD_COMMITTEES, BOARD_SEAT_ROLES, BoardSeatSchema } from '../board-seat-roles';
import { companyMatchKeys, normaliseWebsite } from './confidentiality';
import { OverboardingSummarySchema } from './board-check';

export {
  BoardSeatSchema,
  PublicBoardSeatSchema,
  type BoardSeat,
  type PublicBoardSeat,
  BOARD_COMMITTEE_LABELS,
  BOARD_COMMITTEES,
  BOARD_SEAT_ROLE_LABELS,
  BOARD_SEAT_ROLES,
  type BoardSeatRole,
} from '../board-seat-roles';

/** The industries a seat can name: the advisor's and the company's lists together. */
export const BOARD_SEAT_INDUSTRIES = [...new Set<string>([...ADVISOR_INDUSTRIES, ...COMPANY_INDUSTRIES])] as [
  string,
  ...string[],
];

export const BOARD_SEAT_LIMITS = {
  seats: 40,
  companyName: 120,
  exchange: 60,
  country: 80,
  competitors: 50,
  competitorEntry: 120,
} as const;

export const BOARD_SEAT_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date.',
  startInFuture: 'A seat cannot start in the future: add it once it has begun.',
  seatLimit: `You can record at most ${BOARD_SEAT_LIMITS.seats} seats. End or delete one you no longer need.`,
  notFound: 'This seat does not exist.',
  competitorUnreadable: 'Enter a company name or a website (e.g. rival.com).',
  tooManyCompetitors: (count: number) =>
    `At most ${BOARD_SEAT_LIMITS.competitors} competitors: you listed ${count}. Keep the closest ones.`,
  jobNotFound: 'This position does not exist or is no longer open.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(realDate, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => value >= '1950-01-01', `${label} must be 1950 or later`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^<>]*$/, `${label} cannot contain < or >`)
    .nullish()
    .transform((value) => value || null);

export const BoardSeatInputSchema = z
  .object({
    companyName: z
      .string({ error: 'Company name is required' })
      .trim()
      .min(1, 'Company name is required')
      .max(
        BOARD_SEAT_LIMITS.companyName,
        `Company name must be at most ${BOARD_SEAT_LIMITS.companyName} characters`,
      )
      .regex(/^[^<>]*$/, 'Company name cannot contain < or >'),
    companyWebsite: z
      .string()
      .trim()
      .max(200, 'Website must be at most 200 characters')
      .nullish()
      .transform((value) => value || null)
      .refine(
        (value) => value === null || normaliseWebsite(value) !== null,
        'Enter a website such as acme.com',
      ),
    role: z.enum(BOARD_SEAT_ROLES, { error: 'Choose the role' }),
    listed: z.boolean({ error: 'Say whether the company is listed' }),
    exchange: optionalText('Exchange', BOARD_SEAT_LIMITS.exchange),
    country: optionalText('Country', BOARD_SEAT_LIMITS.country),
    industry: z
      .enum(BOARD_SEAT_INDUSTRIES, { error: 'Choose an industry from the list' })
      .nullish()
      .transform((value) => value ?? null),
    committees: z
      .array(z.enum(BOARD_COMMITTEES, { error: 'Choose committees from the list' }))
      .max(BOARD_COMMITTEES.length)
      .transform((items) => [...new Set(items)])
      .default([]),
    startDate: dateField('Start date'),
    endDate: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || realDate(value), 'End date must be a date (YYYY-MM-DD)'),
    /** Hidden: shown to nobody but the advisor (not on the public page, not to companies, not in their flags). */
    hidden: z.boolean().default(false),
  })
  .superRefine((seat, ctx) => {
    if (seat.endDate && realDate(seat.startDate) && seat.endDate < seat.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: BOARD_SEAT_MESSAGES.endBeforeStart });
    }
  });
export type BoardSeatInput = z.input<typeof BoardSeatInputSchema>;
export type BoardSeatValues = z.output<typeof BoardSeatInputSchema>;

// The checks' answers live in board-check.ts, so the applicants page's schema carries them without this module's
// input rules (decision 050).
export {
  BoardCheckSchema,
  ConflictFlagSchema,
  OverboardingNoticeSchema,
  OverboardingSummarySchema,
  type BoardCheck,
  type ConflictFlag,
  type OverboardingNoticeView,
} from './board-check';
export const MyBoardSeatsSchema = z.object({
  items: z.array(BoardSeatSchema),
  /** What one more listed board would mean today, by each current policy. */
  overboarding: OverboardingSummarySchema,
  maxSeats: z.number().int(),
});
export type MyBoardSeats = z.infer<typeof MyBoardSeatsSchema>;

const blankDropped = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => !(typeof item === 'string' && item.trim() === '')) : value;

export const CompetitorsInputSchema = z.object({
  competitors: z.preprocess(
    blankDropped,
    z
      .array(
        z
          .string({ error: BOARD_SEAT_MESSAGES.competitorUnreadable })
          .trim()
          .max(
            BOARD_SEAT_LIMITS.competitorEntry,
            `Each competitor must be at most ${BOARD_SEAT_LIMITS.competitorEntry} characters`,
          )
          .refine((value) => companyMatchKeys(value).length > 0, BOARD_SEAT_MESSAGES.competitorUnreadable),
        { error: 'List competitors as names or websites' },
      )
      .max(BOARD_SEAT_LIMITS.competitors, {
        error: (issue) =>
          BOARD_SEAT_MESSAGES.tooManyCompetitors(Array.isArray(issue.input) ? issue.input.length : 0),
      })
      .transform((items) => [...new Set(items)]),
  ),
});
export type CompetitorsInput = z.input<typeof CompetitorsInputSchema>;

export const CompetitorsSchema = z.object({
  competitors: z.array(z.string()),
  maxCompetitors: z.number().int(),
});
export type Competitors = z.infer<typeof CompetitorsSchema>;
