// What a board-seats check answers (decision 050): the overboarding figures and the conflict flags. Its own module
// so that the applicants page's schema (company.ts), which carries a check on every card, pulls in only these
// shapes and not the seat form's rules.
import { z } from 'zod';

export const OverboardingNoticeSchema = z.object({
  policy: z.string(),
  name: z.string(),
  year: z.number().int(),
  sourceUrl: z.string(),
  maxBoards: z.number().int(),
  boardsAfter: z.number().int(),
  level: z.enum(['within', 'at_limit', 'over']),
  /** The notice as one sentence for its reader. */
  sentence: z.string(),
});
export type OverboardingNoticeView = z.infer<typeof OverboardingNoticeSchema>;

export const OverboardingSummarySchema = z.object({
  listedBoards: z.number().int(),
  listedExecutive: z.enum(['ceo', 'executive']).nullable(),
  notices: z.array(OverboardingNoticeSchema),
});

export const ConflictFlagSchema = z.object({
  kind: z.enum(['competitor', 'industry_market']),
  /** The fact the flag rests on, quoted for its reader. */
  fact: z.string(),
});
export type ConflictFlag = z.infer<typeof ConflictFlagSchema>;

/** What a pre-application or pre-invitation check shows: informs, never blocks. */
export const BoardCheckSchema = z.object({
  /** Whether the position is on a listed company's board (only then does overboarding apply). */
  listedBoard: z.boolean(),
  overboarding: OverboardingSummarySchema.nullable(),
  conflicts: z.array(ConflictFlagSchema),
});
export type BoardCheck = z.infer<typeof BoardCheckSchema>;
