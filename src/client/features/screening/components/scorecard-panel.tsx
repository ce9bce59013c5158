// The interviewer's scorecard (decision 049): every criterion scored 1–4, a recommendation and a private comment.
// Colleagues' cards show only once one's own is submitted (the server sends none before).
import { useState } from 'react';
import type { Recommendation, Scorecard, ScorecardsView } from '@shared/schemas/screening';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORE_LABELS,
  SCREENING_LIMITS,
} from '@shared/schemas/screening';
import { Button } from '@client/components/ui/button';
import { Field, FieldsetError } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useSaveScorecard, useScorecards } from '../api/screening-queries';

export default function ScorecardPanel({
  applicationId,
  onChanged,
}: {
  applicationId: string;
  onChanged: () => unknown;
}) {
  const query = useScorecards(applicationId);
  if (query.isPending) return <p className="text-muted">Loading the scorecard…</p>;
  if (query.isError)
    return <p className="text-danger">The scorecard could not be loaded. Please try again.</p>;
  return (
    <ScorecardForm
      key={query.data.mine?.updatedAt ?? 'new'}
      view={query.data}
      applicationId={applicationId}
      onChanged={onChanged}
    />
  );
}

function ScorecardForm({
  view,
  applicationId,
  onChanged,
}: {
  view: ScorecardsView;
  applicationId: string;
  onChanged: () => unknown;
}) {
  const mine = view.mine;
  const [scores, setScores] = useState<Record<string, number>>(
    Object.fromEntries((mine?.scores ?? []).map((s) => [s.criterionId, s.score])),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(mine?.recommendation ?? '');
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useSaveScorecard(applicationId, onChanged);
  const issues = save.error instanceof ApiError ? save.error.issues : [];
  const errorOf = (path: string) => local[path] ?? issues.find((issue) => issue.path === path)?.message;

  const submit = () => {
    const gaps: Record<string, string> = {};
    for (const criterion of view.criteria) {
      if (!scores[criterion.id]) gaps[`scores.${criterion.id}`] = `Score “${criterion.label}” from 1 to 4`;
    }
    if (!recommendation) gaps.recommendation = 'Choose a recommendation';
    setLocal(gaps);
    if (Object.keys(gaps).length > 0 || !recommendation) return;
    // Saving replaces the form (it is keyed by the saved card), so the confirmation follows the promise, not a
    // callback of this form's mutation observer; a refusal shows by field through `save.error`.
    save.mutateAsync({ scores, recommendation, comment }).then(
      () => toast.success(mine ? 'Scorecard updated' : 'Scorecard submitted'),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return;
        toast.error('Scorecard not saved', {
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
      },
    );
  };

  return (
    <div className="flex flex-col gap-4 rounded-card border border-hairline bg-sunken/40 p-4">
      <form
        noValidate
        className="flex flex-col gap-4"
        aria-label="Your scorecard"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h4 className="font-medium text-ink">Your scorecard</h4>
        {view.criteria.length === 0 ? (
          <p className="text-muted">This position has no criteria yet: add them when editing the position.</p>
        ) : null}
        {view.criteria.map((criterion) => {
          const id = `score-${applicationId}-${criterion.id}`;
          return (
            <fieldset key={criterion.id} className="flex flex-col gap-1" aria-describedby={`${id}-error`}>
              <legend className="text-ink">{criterion.label}</legend>
              <div className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:flex sm:flex-wrap">
                {[1, 2, 3, 4].map((score) => (
                  <label key={score} className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      name={id}
                      value={score}
                      checked={scores[criterion.id] === score}
                      onChange={() => setScores((current) => ({ ...current, [criterion.id]: score }))}
                    />
                    {score} {SCORE_LABELS[score]}
                  </label>
                ))}
              </div>
              <FieldsetError id={`${id}-error`} error={errorOf(`scores.${criterion.id}`)} />
            </fieldset>
          );
        })}
        <fieldset className="flex flex-col gap-1" aria-describedby={`rec-${applicationId}-error`}>
          <legend className="text-ink">Recommendation</legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:flex sm:flex-wrap">
            {RECOMMENDATIONS.map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name={`rec-${applicationId}`}
                  value={value}
                  checked={recommendation === value}
                  onChange={() => setRecommendation(value)}
                />
                {RECOMMENDATION_LABELS[value]}
              </label>
            ))}
          </div>
          <FieldsetError id={`rec-${applicationId}-error`} error={errorOf('recommendation')} />
        </fieldset>
        <Field
          label="Private comment"
          hint="Only your company sees it; never the advisor."
          error={errorOf('comment')}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={comment}
              maxLength={SCREENING_LIMITS.commentMax}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" size="sm" loading={save.isPending}>
            {mine ? 'Update scorecard' : 'Submit scorecard'}
          </Button>
        </div>
      </form>
      {view.others === null ? (
        view.aggregate.submitted > 0 ? (
          <p className="text-muted">
            Colleagues’ scorecards ({view.aggregate.submitted}) show once you submit yours.
          </p>
        ) : null
      ) : view.others.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h4 className="font-medium text-ink">Colleagues’ scorecards</h4>
          {view.others.map((card) => (
            <ColleagueCard key={card.authorUserId} card={card} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ColleagueCard({ card }: { card: Scorecard }) {
  return (
    <article className="rounded-control border border-hairline bg-card p-3">
      <p className="font-medium text-ink">
        {card.authorName}: {RECOMMENDATION_LABELS[card.recommendation]}
      </p>
      <ul className="mt-1 text-muted">
        {card.scores.map((score) => (
          <li key={score.criterionId}>
            {score.label}: {score.score} / 4
          </li>
        ))}
      </ul>
      {card.comment ? <p className="mt-1 whitespace-pre-line text-ink">{card.comment}</p> : null}
    </article>
  );
}
