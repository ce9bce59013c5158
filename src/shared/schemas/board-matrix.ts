// Contract schemas of the board skills matrix (GET/PUT/DELETE /api/company/board-matrix, decision 051) and of a
// role's compensation context. The server validates with these and the matrix form resolves with them.
import { z } from 'zod';
import { COMPANY_SKILLS } from '../constants';
import { BOARD_MATRIX_LIMITS } from '../board-matrix';

export const BOARD_MATRIX_MESSAGES = {
  noMembers: 'Add at least one board member (a name or initials) before saving the matrix.',
  tooManyMembers: `A matrix holds at most ${BOARD_MATRIX_LIMITS.maxMembers} members.`,
  nameRequired: 'Enter a name or initials',
  nameTooLong: `At most ${BOARD_MATRIX_LIMITS.nameMax} characters`,
  skill: 'Choose skills from the list',
  termDate: 'Enter the term end as a date (YYYY-MM-DD)',
  termEnded: 'This term has already ended: remove the member or correct the date',
  termTooFar: 'A term end more than 10 years ahead looks like a typo',
  notFound: 'No board matrix yet.',
} as const;

const skillList = z
  .array(z.enum(COMPANY_SKILLS, { error: BOARD_MATRIX_MESSAGES.skill }), {
    error: BOARD_MATRIX_MESSAGES.skill,
  })
  .max(COMPANY_SKILLS.length)
  .default([])
  .transform((items) => [...new Set(items)]);

const isRealDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

export const BoardMemberInputSchema = z.object({
  name: z
    .string({ error: BOARD_MATRIX_MESSAGES.nameRequired })
    .trim()
    .min(1, BOARD_MATRIX_MESSAGES.nameRequired)
    .max(BOARD_MATRIX_LIMITS.nameMax, BOARD_MATRIX_MESSAGES.nameTooLong),
  skills: skillList,
  /** YYYY-MM-DD; blank or null = not given. Whether it lies ahead is checked against the server's clock. */
  termEndsOn: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z
      .string({ error: BOARD_MATRIX_MESSAGES.termDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, BOARD_MATRIX_MESSAGES.termDate)
      .refine(isRealDay, BOARD_MATRIX_MESSAGES.termDate)
      .nullable(),
  ),
});

export const BoardMatrixInputSchema = z.object({
  members: z
    .array(BoardMemberInputSchema, { error: BOARD_MATRIX_MESSAGES.noMembers })
    .min(1, BOARD_MATRIX_MESSAGES.noMembers)
    .max(BOARD_MATRIX_LIMITS.maxMembers, BOARD_MATRIX_MESSAGES.tooManyMembers),
  targetSkills: skillList,
});
export type BoardMatrixInput = z.input<typeof BoardMatrixInputSchema>;
export type BoardMatrixValues = z.output<typeof BoardMatrixInputSchema>;

export const BoardMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  skills: z.array(z.string()),
  termEndsOn: z.string().nullable(),
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BoardMatrixSchema = z.object({
  /** False until the company saves a matrix with members (then members is empty). */
  exists: z.boolean(),
  members: z.array(BoardMemberSchema),
  targetSkills: z.array(z.string()),
  /** The company profile's "skills needed" chips. */
  skillsNeeded: z.array(z.string()),
  covered: z.array(z.string()),
  gaps: z.array(z.string()),
  /** Every skill on the grid, needed first. */
  rows: z.array(z.string()),
  /** Members whose term ends within 12 months, soonest first. */
  termsEnding: z.array(BoardMemberSchema),
  updatedAt: z.string().nullable(),
});
export type BoardMatrix = z.infer<typeof BoardMatrixSchema>;
