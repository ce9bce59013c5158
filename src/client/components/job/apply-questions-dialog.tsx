// The screening questions of a role, answered when applying (decision 049): short text, yes/no or one choice, each
// required or not, and an optional motivation note. The server checks the same rules; its 422 shows by field.
import { useState, type ReactNode } from 'react';
import type { ApplyInput, ApplyQuestion } from '@shared/schemas/screening';
import { SCREENING_LIMITS } from '@shared/schemas/screening';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field, FieldsetError } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';

export default function ApplyQuestionsDialog({
  questions,
  motivationMax,
  companyName,
  title = 'Before you apply',
  description,
  submitLabel = 'Send Application',
  notice,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  questions: ApplyQuestion[];
  motivationMax: number;
  companyName: string;
  title?: string;
  description?: string;
  submitLabel?: string;
  notice?: ReactNode;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (input: ApplyInput) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [motivation, setMotivation] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const serverIssues = error instanceof ApiError ? error.issues : [];
  const errorOf = (path: string) =>
    missing[path] ?? serverIssues.find((issue) => issue.path === path)?.message;

  const send = () => {
    const gaps: Record<string, string> = {};
    for (const question of questions) {
      if (question.required && !(answers[question.id] ?? '').trim()) {
        gaps[`answers.${question.id}`] = 'Please answer this question';
      }
    }
    setMissing(gaps);
    if (Object.keys(gaps).length === 0) onSubmit({ answers, motivation });
  };
  const set = (id: string, value: string) => setAnswers((current) => ({ ...current, [id]: value }));

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {description ??
              `${companyName || 'The company'} asks a few questions. Your answers are sent with your application.`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="mt-4 flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {questions.map((question) => {
            const path = `answers.${question.id}`;
            const value = answers[question.id] ?? '';
            if (question.kind === 'yes_no') {
              const name = `q-${question.id}`;
              return (
                <fieldset
                  key={question.id}
                  className="flex flex-col gap-2"
                  aria-describedby={`${name}-error`}
                >
                  <legend className="text-sm font-medium text-ink">
                    {question.prompt}
                    {question.required ? <span className="text-danger"> *</span> : null}
                  </legend>
                  <div className="flex gap-4">
                    {(['yes', 'no'] as const).map((choice) => (
                      <label key={choice} className="flex items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name={name}
                          value={choice}
                          checked={value === choice}
                          onChange={() => set(question.id, choice)}
                        />
                        {choice === 'yes' ? 'Yes' : 'No'}
                      </label>
                    ))}
                  </div>
                  <FieldsetError id={`${name}-error`} error={errorOf(path)} />
                </fieldset>
              );
            }
            if (question.kind === 'choice') {
              return (
                <Field
                  key={question.id}
                  label={question.prompt}
                  required={question.required}
                  error={errorOf(path)}
                >
                  {(control) => (
                    <NativeSelect
                      {...control}
                      value={value}
                      placeholder="Choose one"
                      options={question.options.map((option) => ({ value: option, label: option }))}
                      onChange={(event) => set(question.id, event.target.value)}
                    />
                  )}
                </Field>
              );
            }
            return (
              <Field
                key={question.id}
                label={question.prompt}
                required={question.required}
                error={errorOf(path)}
                hint={`${value.length} / ${SCREENING_LIMITS.textAnswerMax}`}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={value}
                    maxLength={SCREENING_LIMITS.textAnswerMax}
                    onChange={(event) => set(question.id, event.target.value)}
                  />
                )}
              </Field>
            );
          })}
          <Field
            label="Motivation note (optional)"
            error={errorOf('motivation')}
            hint={`${motivation.length} / ${motivationMax}`}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={motivation}
                maxLength={motivationMax}
                onChange={(event) => setMotivation(event.target.value)}
              />
            )}
          </Field>
          {notice}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {pending ? 'Sending…' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
