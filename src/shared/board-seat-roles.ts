// The roles and committees of a board seat, their labels and the seat's answer shape (decision 050): the public
// advisor page and the export read these, and their chunks should not carry the seat form's schemas.
import { z } from 'zod';

export const BOARD_SEAT_ROLES = [
  'chair',
  'non_executive_director',
  'committee_chair',
  'advisor',
  'observer',
  'ceo',
  'executive',
] as const;
export type BoardSeatRole = (typeof BOARD_SEAT_ROLES)[number];

export const BOARD_SEAT_ROLE_LABELS: Record<BoardSeatRole, string> = {
  chair: 'Chair',
  non_executive_director: 'Non-executive director',
  committee_chair: 'Committee chair',
  advisor: 'Advisor',
  observer: 'Board observer',
  ceo: 'Chief executive (my employer)',
  executive: 'Executive officer (my employer)',
};

export const BOARD_COMMITTEES = [
  'audit',
  'remuneration',
  'nomination',
  'risk',
  'governance',
  'sustainability',
  'technology',
] as const;
export const BOARD_COMMITTEE_LABELS: Record<(typeof BOARD_COMMITTEES)[number], string> = {
  audit: 'Audit',
  remuneration: 'Remuneration',
  nomination: 'Nomination',
  risk: 'Risk',
  governance: 'Governance',
  sustainability: 'Sustainability',
  technology: 'Technology',
};

export const BoardSeatSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  role: z.enum(BOARD_SEAT_ROLES),
  listed: z.boolean(),
  exchange: z.string().nullable(),
  country: z.string().nullable(),
  industry: z.string().nullable(),
  committees: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  hidden: z.boolean(),
  /** Begun and not ended as of today. */
  current: z.boolean(),
});
export type BoardSeat = z.infer<typeof BoardSeatSchema>;

/** A seat as the public page and companies see it (never a hidden one). */
export const PublicBoardSeatSchema = BoardSeatSchema.omit({ hidden: true });
export type PublicBoardSeat = z.infer<typeof PublicBoardSeatSchema>;
