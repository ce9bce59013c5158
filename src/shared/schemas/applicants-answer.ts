// `GET /api/company/applicants` as answered: the page of applicant cards, each with its board-seats check (decision
// 050). Apart from company.ts so that the screens, which only need the types, do not bundle the check's schema.
import { z } from 'zod';
import { BoardCheckSchema } from './board-check';
import { ApplicantCardSchema, ApplicantsPageSchema } from './company';

export const ApplicantCardAnswerSchema = ApplicantCardSchema.extend({
  /** The overboarding figures and conflict flags from the seats the advisor shows. */
  boardCheck: BoardCheckSchema,
});

export const ApplicantsAnswerSchema = ApplicantsPageSchema.extend({
  items: z.array(ApplicantCardAnswerSchema),
});
