// A role's compensation context (decision 051): advisory equity against the FAST grid for the company's stage, and a
// paid role against the platform's comparable roles. Its own small file: every role page's schema reads it.
import { z } from 'zod';

// ---- Compensation context on a role ---------------------------------------------------------------------------

export const EquityContextSchema = z.object({
  /** The role's advisory equity, percent of the company (null: the role states none). */
  percent: z.number().nullable(),
  /** The company's funding stage as on its profile, and its FAST stage (null when FAST has none for it). */
  fundingStage: z.string().nullable(),
  fastStage: z.enum(['Idea', 'Startup', 'Growth']).nullable(),
  /** The FAST row for that stage (Standard / Strategic / Expert, percent), or null. */
  grid: z.object({ Standard: z.number(), Strategic: z.number(), Expert: z.number() }).nullable(),
  /** "between Standard and Strategic" etc., when both the percent and the row are known. */
  placement: z.string().nullable(),
  sourceUrl: z.string(),
});

export const PayContextSchema = z.object({
  /** The role's own monthly fee and currency (null: not stated). */
  monthlyFee: z.number().nullable(),
  currency: z.string().nullable(),
  engagementType: z.string().nullable(),
  region: z.string().nullable(),
  /** How many of the platform's open or recent roles of the same engagement, region and currency state a fee. */
  count: z.number(),
  /** Shown only from PAY_CONTEXT_MIN_ROLES roles; null below. */
  median: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});

export const CompensationContextSchema = z.object({
  equity: EquityContextSchema.nullable(),
  pay: PayContextSchema.nullable(),
});
export type CompensationContext = z.infer<typeof CompensationContextSchema>;
