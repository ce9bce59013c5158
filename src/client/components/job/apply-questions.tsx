// Applying to a role that asks screening questions (decision 049), shared by the public job page and the match
// dialog: `begin` reads what the role asks; without questions it applies at once, as before; with them it opens the
// questions form (its own chunk, loaded only then) and applies with the answers. Accepting an invitation and
// applying again from My Applications use it too, with their own words and, without questions, their own next step.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ApplyInput, ApplyQuestions } from '@shared/schemas/screening';
import { api, unwrap } from '@client/lib/api-client';

const ApplyQuestionsDialog = lazy(() => import('./apply-questions-dialog'));

export const fetchApplyQuestions = (jobId: string) =>
  unwrap(api.screening.jobs[':jobId'].questions.$get({ param: { jobId } }));

/** What the questions dialog says when it is not the plain apply button's (accepting an invitation, applying again). */
export interface ApplyQuestionsWording {
  title?: string;
  description?: string;
  submitLabel?: string;
  /** Shown above the buttons (the reveal notice of a confidential advisor). */
  notice?: ReactNode;
}

export function useApplyQuestions({
  companyName,
  submit,
  pending,
  error,
  withoutQuestions,
  wording,
}: {
  companyName: string;
  /** Sends the application (with the answers when the role asks questions). */
  submit: (input: ApplyInput | undefined, done: () => void) => void;
  pending: boolean;
  /** The last attempt's error: a 422 shows beside the field it names. */
  error: unknown;
  /** A role without questions: what happens instead of applying at once (a confirmation dialog, say). */
  withoutQuestions?: () => void;
  wording?: ApplyQuestionsWording;
}) {
  const [asked, setAsked] = useState<(ApplyQuestions & { jobId: string }) | null>(null);
  const [reading, setReading] = useState(false);

  const begin = async (jobId: string) => {
    setReading(true);
    try {
      const questions = await fetchApplyQuestions(jobId);
      if (questions.questions.length > 0) setAsked({ ...questions, jobId });
      else if (withoutQuestions) withoutQuestions();
      else submit(undefined, () => undefined);
    } catch {
      // The role could not be read (gone meanwhile): applying says why.
      if (withoutQuestions) withoutQuestions();
      else submit(undefined, () => undefined);
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
        {...wording}
        pending={pending}
        error={error}
        onClose={() => setAsked(null)}
        onSubmit={(input) => submit(input, () => setAsked(null))}
      />
    </Suspense>
  ) : null;

  return { begin, reading, dialog };
}
