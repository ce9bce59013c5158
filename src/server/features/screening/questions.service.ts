// A position's screening questions and interview criteria (decision 049): the company edits both on its own
// positions (ownership in every where: another company's position is a 404); advisors read the questions — never
// which answer is a knockout — on the apply screen. Answers are checked and stored by features/applications.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import {
  QuestionsInputSchema,
  CriteriaInputSchema,
  SCREENING_LIMITS,
  type ApplyQuestions,
  type CriteriaInput,
  type Criterion,
  type PositionScreening,
  type Question,
  type QuestionsInput,
} from '@shared/schemas/screening';
import type { FieldIssue } from '@shared/errors';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { jobs, positionCriteria, positionQuestions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { type CompanyActor, positionScope, requireCompletedCompany } from '../../lib/company-actor';
import { isUuid } from '../../lib/ids';
import { suggestCriteria } from './criteria-suggestions';

type QuestionRow = typeof positionQuestions.$inferSelect;
type Reader = Pick<Db, 'select'>;

const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  kind: row.kind as Question['kind'],
  prompt: row.prompt,
  options: row.options,
  required: row.required,
  knockoutAnswer: row.knockoutAnswer,
});

/** The company's own position (title and text for the suggestions), or a 404. */
/** A position the member may see (an interviewer: one assigned to them); anyone else's is a 404. */
async function findOwnPosition(db: Db, member: CompanyActor, positionId: string) {
  if (!isUuid(positionId)) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, industry: jobs.industry, description: jobs.jobDescription })
    .from(jobs)
    .where(and(eq(jobs.id, positionId.toLowerCase()), positionScope(member)));
  if (!row) throw notFound(COMPANY_ERROR_MESSAGES.positionNotFound);
  return row;
}

export const findQuestionRows = (db: Reader, jobId: string) =>
  db
    .select()
    .from(positionQuestions)
    .where(eq(positionQuestions.jobId, jobId))
    .orderBy(asc(positionQuestions.position));

export async function findCriteria(db: Reader, jobId: string): Promise<Criterion[]> {
  return db
    .select({ id: positionCriteria.id, label: positionCriteria.label })
    .from(positionCriteria)
    .where(eq(positionCriteria.jobId, jobId))
    .orderBy(asc(positionCriteria.position));
}

export async function getPositionScreening(
  db: Db,
  { actor, positionId }: { actor: SessionUser | null; positionId: string },
): Promise<PositionScreening> {
  const member = await requireCompletedCompany(db, actor);
  const position = await findOwnPosition(db, member, positionId);
  const [questions, criteria] = await Promise.all([
    findQuestionRows(db, position.id),
    findCriteria(db, position.id),
  ]);
  return {
    questions: questions.map(toQuestion),
    criteria,
    suggestedCriteria: suggestCriteria(position),
  };
}

/**
 * Replaces the position's questions with the list given, in order. A question sent with its id is updated in place
 * (answers stay linked to it); one left out is removed, and its answers keep the text they answered (decision 049).
 */
export async function saveQuestions(
  deps: { db: Db; now: Date },
  { actor, positionId, input }: { actor: SessionUser | null; positionId: string; input: QuestionsInput },
): Promise<PositionScreening> {
  const { db, now } = deps;
  const member = await requireCompletedCompany(db, actor, 'positions');
  const position = await findOwnPosition(db, member, positionId);
  const { questions } = QuestionsInputSchema.parse(input);
  const existing = await findQuestionRows(db, position.id);
  const existingIds = new Set(existing.map((row) => row.id));
  const issues: FieldIssue[] = [];
  questions.forEach((question, index) => {
    if (question.id !== undefined && !existingIds.has(question.id.toLowerCase())) {
      issues.push({
        path: `questions.${index}.id`,
        message: 'This question no longer exists; reload the page',
      });
    }
  });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  await db.transaction(async (tx) => {
    const kept = questions.flatMap((q) => (q.id ? [q.id.toLowerCase()] : []));
    await tx
      .delete(positionQuestions)
      .where(
        and(
          eq(positionQuestions.jobId, position.id),
          kept.length > 0 ? notInArray(positionQuestions.id, kept) : undefined,
        ),
      );
    for (const [index, question] of questions.entries()) {
      const values = {
        position: index,
        kind: question.kind,
        prompt: question.prompt,
        options: question.kind === 'choice' ? question.options : [],
        required: question.required,
        knockoutAnswer: question.knockoutAnswer || null,
        updatedAt: now,
      };
      if (question.id) {
        await tx
          .update(positionQuestions)
          .set(values)
          .where(
            and(
              eq(positionQuestions.id, question.id.toLowerCase()),
              eq(positionQuestions.jobId, position.id),
            ),
          );
      } else {
        await tx.insert(positionQuestions).values({ ...values, jobId: position.id, createdAt: now });
      }
    }
  });
  return getPositionScreening(db, { actor, positionId: position.id });
}

/** Replaces the position's criteria, in order; submitted scorecards keep the labels they scored. */
export async function saveCriteria(
  deps: { db: Db; now: Date },
  { actor, positionId, input }: { actor: SessionUser | null; positionId: string; input: CriteriaInput },
): Promise<PositionScreening> {
  const { db, now } = deps;
  const member = await requireCompletedCompany(db, actor, 'positions');
  const position = await findOwnPosition(db, member, positionId);
  const { criteria } = CriteriaInputSchema.parse(input);
  const existingIds = new Set((await findCriteria(db, position.id)).map((c) => c.id));
  const issues: FieldIssue[] = [];
  criteria.forEach((criterion, index) => {
    if (criterion.id !== undefined && !existingIds.has(criterion.id.toLowerCase())) {
      issues.push({
        path: `criteria.${index}.id`,
        message: 'This criterion no longer exists; reload the page',
      });
    }
  });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  await db.transaction(async (tx) => {
    const kept = criteria.flatMap((c) => (c.id ? [c.id.toLowerCase()] : []));
    await tx
      .delete(positionCriteria)
      .where(
        and(
          eq(positionCriteria.jobId, position.id),
          kept.length > 0 ? notInArray(positionCriteria.id, kept) : undefined,
        ),
      );
    for (const [index, criterion] of criteria.entries()) {
      if (criterion.id) {
        await tx
          .update(positionCriteria)
          .set({ position: index, label: criterion.label })
          .where(
            and(eq(positionCriteria.id, criterion.id.toLowerCase()), eq(positionCriteria.jobId, position.id)),
          );
      } else {
        await tx
          .insert(positionCriteria)
          .values({ jobId: position.id, position: index, label: criterion.label, createdAt: now });
      }
    }
  });
  return getPositionScreening(db, { actor, positionId: position.id });
}

/** `GET /api/screening/jobs/{jobId}/questions`: what an active role asks on its apply screen. */
export async function findApplyQuestions(db: Db, { jobId }: { jobId: string }): Promise<ApplyQuestions> {
  const notOpen = 'Job position not found or no longer available.';
  if (!isUuid(jobId)) throw notFound(notOpen);
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId.toLowerCase()), eq(jobs.isActive, true)));
  if (!job) throw notFound(notOpen);
  const rows = await findQuestionRows(db, job.id);
  return {
    questions: rows.map(({ id, kind, prompt, options, required }) => ({
      id,
      kind: kind as Question['kind'],
      prompt,
      options,
      required,
    })),
    motivationMax: SCREENING_LIMITS.motivationMax,
  };
}
