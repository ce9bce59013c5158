// On My Applications (decision 049): what the advisor answered when applying, and their motivation note.
import type { MyApplicationScreening } from '@shared/schemas/screening';

export function MyApplicationAnswers({ screening }: { screening: MyApplicationScreening }) {
  if (screening.answers.length === 0 && !screening.motivation) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-ink">Your answers</summary>
      <dl className="mt-2 flex flex-col gap-2">
        {screening.answers.map((answer) => (
          <div key={answer.prompt}>
            <dt className="text-muted">{answer.prompt}</dt>
            <dd className="text-ink">
              {answer.value === 'yes' ? 'Yes' : answer.value === 'no' ? 'No' : answer.value}
            </dd>
          </div>
        ))}
        {screening.motivation ? (
          <div>
            <dt className="text-muted">Motivation</dt>
            <dd className="whitespace-pre-line text-ink">{screening.motivation}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
