// Applying to a role that asks screening questions (decision 049), shared by the public job page and the match
// dialog: `begin` reads what the role asks; without questions it applies at once, as before; with them it opens the
// questions form (its own chunk, loaded only then) and applies with the answers.
import { lazy, Suspense, useState } from 'react';
import type { ApplyInput, ApplyQuestions } from '@shared/schemas/screening';
import { api, unwrap } from '@client/lib/api-client';

const ApplyQuestionsDialog = lazy(() => import('./apply-questions-dialog'));

export const fetchApplyQuestions = (jobId: string) =>
  unwrap(api.screening.jobs[':jobId'].questions.$get({ param: { jobId } }));

export function useApplyQuestions({
  companyName,
  submit,
  pending,
  error,
}: {
  companyName: string;
  /** Sends the application (with the answers when the role asks questions). */
  submit: (input: ApplyInput | undefined, done: () => void) => void;
  pending: boolean;
  /** The last attempt's error: a 422 shows beside the field it names. */
  error: unknown;
}) {
  const [asked, setAsked] = useState<(ApplyQuestions & { jobId: string }) | null>(null);
  const [reading, setReading] = useState(false);

  const begin = async (jobId: string) => {
    setReading(true);
    try {
      const questions = await fetchApplyQuestions(jobId);
      if (questions.questions.length === 0) submit(undefined, () => undefined);
      else setAsked({ ...questions, jobId });
    } catch {
      // The role could not be read (gone meanwhile): applying says why.
      submit(undefined, () => undefined);
    } finally {
      setReading(false);
    }
  };

  const dialog = asked ? (
    <Suspense fallback={null}>
      <ApplyQuestionsDialog
        questions={asked.questions}
        motivationMax={asked.motivationMax}
        companyName={companyName}
        pending={pending}
        error={error}
        onClose={() => setAsked(null)}
        onSubmit={(input) => submit(input, () => setAsked(null))}
      />
    </Suspense>
  ) : null;

  return { begin, reading, dialog };
}
