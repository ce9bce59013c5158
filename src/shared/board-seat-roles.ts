// The roles and committees of a board seat and their labels (decision 050), without zod: the public advisor page
// reads the labels, and its chunk should not carry the seat form's schemas.
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
