// What an advisor answered when applying (decision 049): the screening answers and the motivation note, written
// here only, inside the transaction that creates or reopens the application. Applying again after a withdrawal
// replaces both. Each answer row keeps the question's text and whether it was the knockout answer then, so the
// company editing its questions later changes no answer already given.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FieldIssue } from '@shared/errors';
import { SCREENING_LIMITS, type ApplyInput, type MyApplicationScreening } from '@shared/schemas/screening';
import type { Db } from '../../db/client';
import { applicationAnswers, applicationMotivations, applications, positionQuestions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Executor = Pick<Db, 'insert' | 'delete'>;
type Reader = Pick<Db, 'select'>;

/** One checked answer, ready to store (features/screening checks it against the position's questions). */
export interface AnswerToStore {
  questionId: string;
  position: number;
  kind: string;
  prompt: string;
  value: string;
  knockedOut: boolean;
}

export interface ApplicationScreening {
  answers: AnswerToStore[];
  /** Empty: no note. */
  motivation: string;
}

export async function storeApplicationScreening(
  tx: Executor,
  { applicationId, screening, at }: { applicationId: string; screening: ApplicationScreening; at: Date },
) {
  await tx.delete(applicationAnswers).where(eq(applicationAnswers.applicationId, applicationId));
  await tx.delete(applicationMotivations).where(eq(applicationMotivations.applicationId, applicationId));
  if (screening.answers.length > 0) {
    await tx
      .insert(applicationAnswers)
      .values(screening.answers.map((answer) => ({ ...answer, applicationId, createdAt: at })));
  }
  if (screening.motivation) {
    await tx
      .insert(applicationMotivations)
      .values({ applicationId, note: screening.motivation, updatedAt: at });
  }
}

const YES_NO: Record<string, 'yes' | 'no'> = { yes: 'yes', no: 'no' };

/**
 * Checks an application's answers against the role's questions: every required question answered, each answer of
 * its kind (yes/no, one of the choices), no answer to a question the role does not ask — else a 422 naming each
 * field (`answers.<questionId>`). A knockout answer does not refuse the application: it marks it for the company.
 */
export async function checkApplicationAnswers(
  db: Reader,
  { jobId, input }: { jobId: string; input: ApplyInput | undefined },
): Promise<ApplicationScreening> {
  const answers = input?.answers ?? {};
  const questions = await db
    .select()
    .from(positionQuestions)
    .where(eq(positionQuestions.jobId, jobId))
    .orderBy(asc(positionQuestions.position));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const issues: FieldIssue[] = [];
  for (const id of Object.keys(answers)) {
    if (!byId.has(id.toLowerCase())) {
      issues.push({ path: `answers.${id}`, message: 'This question is no longer asked; reload the page' });
    }
  }
  const given = new Map(Object.entries(answers).map(([id, value]) => [id.toLowerCase(), value.trim()]));
  const stored: AnswerToStore[] = [];
  for (const question of questions) {
    const raw = given.get(question.id) ?? '';
    const path = `answers.${question.id}`;
    if (!raw) {
      if (question.required) issues.push({ path, message: 'Please answer this question' });
      continue;
    }
    let value = raw;
    if (question.kind === 'yes_no') {
      const answer = YES_NO[raw.toLowerCase()];
      if (!answer) {
        issues.push({ path, message: 'Answer yes or no' });
        continue;
      }
      value = answer;
    } else if (question.kind === 'choice') {
      if (!question.options.includes(raw)) {
        issues.push({ path, message: 'Choose one of the answers offered' });
        continue;
      }
    } else if (raw.length > SCREENING_LIMITS.textAnswerMax) {
      issues.push({ path, message: `An answer can be at most ${SCREENING_LIMITS.textAnswerMax} characters` });
      continue;
    }
    stored.push({
      questionId: question.id,
      position: question.position,
      kind: question.kind,
      prompt: question.prompt,
      value,
      knockedOut: question.knockoutAnswer !== null && question.knockoutAnswer === value,
    });
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  return { answers: stored, motivation: input?.motivation?.trim() ?? '' };
}

/** For applications already known to be the caller's (findMyApplications reads them by advisor). */
export async function findMyApplicationScreening(
  db: Pick<Db, 'select'>,
  applicationIds: string[],
): Promise<Map<string, MyApplicationScreening>> {
  const result = new Map<string, MyApplicationScreening>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .select({
      applicationId: applications.id,
      prompt: applicationAnswers.prompt,
      value: applicationAnswers.value,
      motivation: applicationMotivations.note,
    })
    .from(applications)
    .leftJoin(applicationAnswers, eq(applicationAnswers.applicationId, applications.id))
    .leftJoin(applicationMotivations, eq(applicationMotivations.applicationId, applications.id))
    .where(inArray(applications.id, applicationIds))
    .orderBy(asc(applications.id), asc(applicationAnswers.position));
  for (const row of rows) {
    const entry = result.get(row.applicationId) ?? { answers: [], motivation: row.motivation };
    if (row.prompt !== null && row.value !== null)
      entry.answers.push({ prompt: row.prompt, value: row.value });
    result.set(row.applicationId, entry);
  }
  return result;
}
