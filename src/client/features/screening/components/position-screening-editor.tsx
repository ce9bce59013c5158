// A position's screening questions and interview criteria (decision 049), under the position's edit form: up to
// five questions (short text, yes/no, one choice), each required or not and optionally a knockout; criteria
// suggested from the position's requirements, editable. Each list is saved on its own.
import { useState } from 'react';
import type { PositionScreening, QuestionInput } from '@shared/schemas/screening';
import { QUESTION_KINDS, SCREENING_LIMITS } from '@shared/schemas/screening';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { usePositionScreening, useSaveCriteria, useSaveQuestions } from '../api/screening-queries';

const KIND_LABELS: Record<(typeof QUESTION_KINDS)[number], string> = {
  text: 'Short text',
  yes_no: 'Yes / no',
  choice: 'One choice',
};

export default function PositionScreeningEditor({ positionId }: { positionId: string }) {
  const query = usePositionScreening(positionId);
  if (query.isPending) return <p className="text-sm text-muted">Loading screening questions…</p>;
  if (query.isError) return <p className="text-sm text-danger">Screening questions could not be loaded.</p>;
  return (
    <div className="mt-8 flex flex-col gap-8 border-t border-hairline pt-6">
      <QuestionsEditor positionId={positionId} data={query.data} />
      <CriteriaEditor positionId={positionId} data={query.data} />
    </div>
  );
}

type Draft = {
  id?: string;
  kind: QuestionInput['kind'];
  prompt: string;
  options: string;
  required: boolean;
  knockoutAnswer: string;
};

function QuestionsEditor({ positionId, data }: { positionId: string; data: PositionScreening }) {
  const [drafts, setDrafts] = useState<Draft[]>(
    data.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.join('\n'),
      required: q.required,
      knockoutAnswer: q.knockoutAnswer ?? '',
    })),
  );
  const save = useSaveQuestions(positionId);
  const issues = save.error instanceof ApiError ? save.error.issues : [];
  const errorOf = (index: number) =>
    issues
      .filter((issue) => issue.path.startsWith(`questions.${index}`))
      .map((issue) => issue.message)
      .join('; ');
  const update = (index: number, change: Partial<Draft>) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const optionsOf = (draft: Draft) =>
    draft.options
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean);

  const submit = () =>
    save.mutate(
      {
        questions: drafts.map((draft) => ({
          ...(draft.id ? { id: draft.id } : {}),
          kind: draft.kind,
          prompt: draft.prompt,
          options: draft.kind === 'choice' ? optionsOf(draft) : [],
          required: draft.required,
          knockoutAnswer: draft.knockoutAnswer || null,
        })),
      },
      { onSuccess: () => toast.success('Screening questions saved') },
    );

  return (
    <section aria-labelledby={`questions-${positionId}`} className="flex flex-col gap-4">
      <div>
        <h3 id={`questions-${positionId}`} className="font-medium text-ink">
          Screening questions
        </h3>
        <p className="text-sm text-muted">
          Up to {SCREENING_LIMITS.questions} questions advisors answer when applying. A knockout answer does
          not block the application; it marks the applicant for you.
        </p>
      </div>
      {drafts.map((draft, index) => {
        const error = errorOf(index);
        return (
          <fieldset
            key={draft.id ?? `new-${index}`}
            className="flex flex-col gap-2 rounded-card border border-hairline p-3"
          >
            <legend className="px-1 text-sm font-medium text-ink">Question {index + 1}</legend>
            <Input
              aria-label={`Question ${index + 1}`}
              value={draft.prompt}
              maxLength={SCREENING_LIMITS.promptMax}
              placeholder="Must hold a board seat today?"
              onChange={(event) => update(index, { prompt: event.target.value })}
            />
            <div className="grid gap-2 sm:grid-cols-2">
              <NativeSelect
                aria-label={`Answer type of question ${index + 1}`}
                value={draft.kind}
                options={QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                onChange={(event) =>
                  update(index, { kind: event.target.value as Draft['kind'], knockoutAnswer: '' })
                }
              />
              {draft.kind === 'text' ? null : (
                <NativeSelect
                  aria-label={`Knockout answer of question ${index + 1}`}
                  value={draft.knockoutAnswer}
                  placeholder="No knockout"
                  options={(draft.kind === 'yes_no' ? ['yes', 'no'] : optionsOf(draft)).map((value) => ({
                    value,
                    label: `Knockout if “${value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value}”`,
                  }))}
                  onChange={(event) => update(index, { knockoutAnswer: event.target.value })}
                />
              )}
            </div>
            {draft.kind === 'choice' ? (
              <label className="flex flex-col gap-1 text-sm text-muted">
                Choices, one a line
                <textarea
                  aria-label={`Choices of question ${index + 1}, one a line`}
                  className="min-h-20 rounded-control border border-hairline bg-card px-3 py-2 text-sm text-ink"
                  value={draft.options}
                  placeholder={'Quarterly\nTwice a year'}
                  onChange={(event) => update(index, { options: event.target.value })}
                />
              </label>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.required}
                  onChange={(event) => update(index, { required: event.target.checked })}
                />
                Required
              </label>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDrafts((current) => current.filter((_, i) => i !== index))}
              >
                Remove question {index + 1}
              </Button>
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={drafts.length >= SCREENING_LIMITS.questions}
          onClick={() =>
            setDrafts((current) => [
              ...current,
              { kind: 'yes_no', prompt: '', options: '', required: true, knockoutAnswer: '' },
            ])
          }
        >
          Add question
        </Button>
        <Button size="sm" onClick={submit} loading={save.isPending}>
          Save questions
        </Button>
      </div>
    </section>
  );
}

function CriteriaEditor({ positionId, data }: { positionId: string; data: PositionScreening }) {
  const initial =
    data.criteria.length > 0
      ? data.criteria.map((c) => ({ id: c.id as string | undefined, label: c.label }))
      : data.suggestedCriteria.map((label) => ({ id: undefined as string | undefined, label }));
  const [criteria, setCriteria] = useState(initial);
  const save = useSaveCriteria(positionId);
  const issues = save.error instanceof ApiError ? save.error.issues : [];
  const suggested = data.criteria.length === 0;

  return (
    <section aria-labelledby={`criteria-${positionId}`} className="flex flex-col gap-3">
      <div>
        <h3 id={`criteria-${positionId}`} className="font-medium text-ink">
          Interview criteria
        </h3>
        <p className="text-sm text-muted">
          {suggested
            ? 'Suggested from the position’s requirements: edit them, then save.'
            : 'Each interviewer scores these from 1 to 4. Private to your company.'}
        </p>
      </div>
      {criteria.map((criterion, index) => (
        <div key={criterion.id ?? `new-${index}`} className="flex items-center gap-2">
          <Input
            aria-label={`Criterion ${index + 1}`}
            value={criterion.label}
            maxLength={SCREENING_LIMITS.criterionMax}
            onChange={(event) =>
              setCriteria((current) =>
                current.map((c, i) => (i === index ? { ...c, label: event.target.value } : c)),
              )
            }
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove criterion ${index + 1}`}
            onClick={() => setCriteria((current) => current.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {issues.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {issues.map((issue) => issue.message).join('; ')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={criteria.length >= SCREENING_LIMITS.criteria}
          onClick={() => setCriteria((current) => [...current, { id: undefined, label: '' }])}
        >
          Add criterion
        </Button>
        <Button
          size="sm"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { criteria: criteria.map((c) => (c.id ? { id: c.id, label: c.label } : { label: c.label })) },
              { onSuccess: () => toast.success('Interview criteria saved') },
            )
          }
        >
          Save criteria
        </Button>
      </div>
    </section>
  );
}
