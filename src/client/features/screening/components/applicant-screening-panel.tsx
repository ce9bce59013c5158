// On an applicant card (decision 049): the screening answers (knockouts marked), the motivation note, the
// scorecards' summary and who has not scored yet; the scorecard itself opens in its own chunk.
import { lazy, Suspense, useState } from 'react';
import type { ApplicantScreening } from '@shared/schemas/screening';
import { RECOMMENDATION_LABELS, RECOMMENDATIONS } from '@shared/schemas/screening';
import { Button } from '@client/components/ui/button';

const ScorecardPanel = lazy(() => import('./scorecard-panel'));

export function ApplicantScreeningPanel({
  applicationId,
  advisorName,
  screening,
  onChanged,
}: {
  applicationId: string;
  advisorName: string;
  screening: ApplicantScreening;
  onChanged: () => unknown;
}) {
  const [open, setOpen] = useState(false);
  const cards = screening.scorecards;
  const tally = cards.recommendations;
  return (
    <section aria-label={`Screening of ${advisorName}`} className="flex flex-col gap-3 text-sm">
      {screening.knockouts.length > 0 ? (
        <p className="rounded-control border border-danger/40 bg-danger/5 px-3 py-2 font-medium text-danger">
          Knockout:{' '}
          {screening.knockouts
            .map((prompt) => `answered ${knockoutAnswer(screening, prompt)} to “${prompt}”`)
            .join('; ')}
        </p>
      ) : null}
      {screening.answers.length > 0 || screening.motivation ? (
        <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Screening answers</h4>
      ) : null}
      {screening.answers.length > 0 ? (
        <dl className="flex flex-col gap-2">
          {screening.answers.map((answer) => (
            <div key={answer.prompt}>
              <dt className="text-muted">{answer.prompt}</dt>
              <dd className={answer.knockedOut ? 'font-medium text-danger' : 'text-ink'}>
                {display(answer.value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {screening.motivation ? (
        <div>
          <p className="text-muted">Motivation</p>
          <p className="whitespace-pre-line text-ink">{screening.motivation}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-hairline pt-3">
        <p className="text-ink">
          <span className="font-medium">Scorecards: </span>
          {cards.submitted === 0 ? 'none yet' : `${cards.submitted} submitted`}
          {cards.average !== null ? ` · average ${cards.average.toFixed(1)} / 4` : ''}
          {tally
            ? ` · ${RECOMMENDATIONS.filter((r) => tally[r] > 0)
                .map((r) => `${tally[r]} ${RECOMMENDATION_LABELS[r].toLowerCase()}`)
                .join(', ')}`
            : ''}
        </p>
        {cards.pending.length > 0 ? (
          <p className="text-muted">Not scored yet: {cards.pending.map((p) => p.name).join(', ')}</p>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Hide scorecard' : cards.mineSubmitted ? 'Scorecards' : 'Score this applicant'}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={<p className="text-muted">Loading the scorecard…</p>}>
          <ScorecardPanel applicationId={applicationId} onChanged={onChanged} />
        </Suspense>
      ) : null}
    </section>
  );
}

const display = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value);

const knockoutAnswer = (screening: ApplicantScreening, prompt: string) =>
  display(screening.answers.find((answer) => answer.prompt === prompt)?.value ?? '');
