// What an advisor answered when applying (decision 049): the screening answers and the motivation note, written
// here only, inside the transaction that creates or reopens the application. Applying again after a withdrawal
// replaces both. Each answer row keeps the question's text and whether it was the knockout answer then, so the
// company editing its questions later changes no answer already given.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationAnswers, applicationMotivations } from '../../db/schema';

type Executor = Pick<Db, 'insert' | 'delete'>;

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
