// /company/board: the company describes its current board (members by name or initials, their skills and term end
// dates; no accounts) and sees what the board covers, its gaps — which matching and advisor search use — and the
// seats whose terms end within 12 months (issue #35 part 4, decision 051).
import { useFieldArray, useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { CalendarClock, CheckCircle2, CircleAlert, Plus, Trash2, UsersRound } from 'lucide-react';
import { COMPANY_SKILLS } from '@shared/constants';
import { BOARD_MATRIX_LIMITS } from '@shared/board-matrix';
import {
  BOARD_MATRIX_MESSAGES,
  BoardMatrixInputSchema,
  type BoardMatrix,
  type BoardMatrixValues,
} from '@shared/schemas/board-matrix';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { FormSaveBar } from '@client/components/ui/form-save-bar';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { paths } from '@client/lib/paths';
import { useBoardMatrix, useSaveBoardMatrix } from '../api/company-queries';
import { ChoiceChips } from './choice-chips';
import { CompanyPage, CompanyQueryError } from './company-area-state';

interface MemberInput {
  name: string;
  skills: string[];
  termEndsOn: string;
}
interface BoardFormInput {
  members: MemberInput[];
  targetSkills: string[];
}

const emptyMember = (): MemberInput => ({ name: '', skills: [], termEndsOn: '' });

const toForm = (matrix: BoardMatrix): BoardFormInput => ({
  members: matrix.members.length
    ? matrix.members.map((m) => ({ name: m.name, skills: [...m.skills], termEndsOn: m.termEndsOn ?? '' }))
    : [emptyMember()],
  targetSkills: [...matrix.targetSkills],
});

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function BoardMatrixPage({ returnTo }: { returnTo: string }) {
  const query = useBoardMatrix();
  return (
    <CompanyPage
      className="max-w-5xl"
      title="Board skills matrix"
      description="Describe your current board. Its gaps — skills you need that no member covers — raise advisors who fill them in search, and roles in advisors' matches."
    >
      {query.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <CompanyQueryError
          error={query.error}
          returnTo={returnTo}
          message="We couldn’t load your board right now. Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-8">
          <BoardSummary matrix={query.data} />
          <BoardForm key={query.data.updatedAt ?? 'new'} matrix={query.data} />
        </div>
      )}
    </CompanyPage>
  );
}

function SkillList({ items, tone }: { items: readonly string[]; tone: 'success' | 'warning' }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function BoardSummary({ matrix }: { matrix: BoardMatrix }) {
  if (!matrix.exists) {
    return (
      <section
        aria-labelledby="board-summary"
        className="rounded-card border border-hairline bg-card p-5 shadow-soft"
      >
        <h2 id="board-summary" className="font-display text-xl text-ink">
          No board described yet
        </h2>
        <p className="mt-2 text-sm text-muted">
          Add your members below. Gaps are read against your profile’s{' '}
          <Link to={paths.companyMyProfile()} className="text-accent-strong underline underline-offset-4">
            skills needed
          </Link>{' '}
          and any target skills you set here.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="board-summary" className="flex flex-col gap-4">
      <h2 id="board-summary" className="sr-only">
        What your board covers
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="rounded-card border border-hairline bg-card p-5 shadow-soft">
          <h3 className="flex items-center gap-2 text-sm font-medium text-ink">
            <CircleAlert aria-hidden className="size-4 text-warning" />
            Gaps ({matrix.gaps.length})
          </h3>
          {matrix.gaps.length ? (
            <SkillList items={matrix.gaps} tone="warning" />
          ) : (
            <p className="mt-3 text-sm text-muted">
              {matrix.skillsNeeded.length + matrix.targetSkills.length === 0
                ? 'Choose skills needed on your profile or target skills below to see gaps.'
                : 'None: every skill you need is covered.'}
            </p>
          )}
        </div>
        <div className="rounded-card border border-hairline bg-card p-5 shadow-soft">
          <h3 className="flex items-center gap-2 text-sm font-medium text-ink">
            <CheckCircle2 aria-hidden className="size-4 text-success" />
            Covered ({matrix.covered.length})
          </h3>
          {matrix.covered.length ? (
            <SkillList items={matrix.covered} tone="success" />
          ) : (
            <p className="mt-3 text-sm text-muted">No needed skill is covered yet.</p>
          )}
        </div>
        <div className="rounded-card border border-hairline bg-card p-5 shadow-soft">
          <h3 className="flex items-center gap-2 text-sm font-medium text-ink">
            <CalendarClock aria-hidden className="size-4 text-muted" />
            Terms ending within {BOARD_MATRIX_LIMITS.termWindowMonths} months
          </h3>
          {matrix.termsEnding.length ? (
            <ul className="mt-3 flex flex-col gap-1.5 text-sm">
              {matrix.termsEnding.map((m) => (
                <li key={m.id} className="flex justify-between gap-3">
                  <span className="truncate text-ink">{m.name}</span>
                  <span className="shrink-0 text-muted">{formatDay(m.termEndsOn!)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">None.</p>
          )}
        </div>
      </div>
      <BoardGrid matrix={matrix} />
    </section>
  );
}

/** Skills down, members across: who covers what. Scrolls sideways on a narrow screen. */
function BoardGrid({ matrix }: { matrix: BoardMatrix }) {
  const gaps = new Set(matrix.gaps);
  return (
    <div className="overflow-x-auto rounded-card border border-hairline bg-card shadow-soft">
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="sr-only">Board skills matrix: skills by member</caption>
        <thead>
          <tr className="border-b border-hairline">
            <th scope="col" className="px-4 py-3 text-left font-medium text-muted">
              Skill
            </th>
            {matrix.members.map((m) => (
              <th key={m.id} scope="col" className="px-3 py-3 text-center font-medium text-ink">
                {m.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((skill) => (
            <tr key={skill} className="border-b border-hairline last:border-0">
              <th scope="row" className="px-4 py-2.5 text-left font-normal text-ink">
                {skill}
                {gaps.has(skill) ? (
                  <Badge variant="warning" className="ml-2">
                    Gap
                  </Badge>
                ) : null}
              </th>
              {matrix.members.map((m) => (
                <td key={m.id} className="px-3 py-2.5 text-center">
                  {m.skills.includes(skill) ? (
                    <CheckCircle2
                      aria-label={`${m.name}: ${skill}`}
                      className="mx-auto size-4 text-success"
                    />
                  ) : (
                    <span className="sr-only">{`${m.name}: no`}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FIELD_ORDER = ['members', 'targetSkills'] as const;

function BoardForm({ matrix }: { matrix: BoardMatrix }) {
  const form = useForm<BoardFormInput, unknown, BoardMatrixValues>({
    resolver: zodResolver(BoardMatrixInputSchema) as never,
    shouldFocusError: false,
    defaultValues: toForm(matrix),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'members' });
  const save = useSaveBoardMatrix();
  const errors = form.formState.errors;
  const membersError = errors.members?.message ?? errors.members?.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerIssues(error, FIELD_ORDER, form.setError as never, { nested: true });
      toast.error('Error', {
        description:
          error instanceof ApiError ? error.message : 'Failed to save the board. Please try again.',
      });
      return;
    }
    toast.success('Board saved', { description: 'Your board skills matrix is up to date.' });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-labelledby="board-form-title">
      <section className="rounded-card border border-hairline bg-card p-5 shadow-soft sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="board-form-title" className="flex items-center gap-2 font-display text-xl text-ink">
            <UsersRound aria-hidden className="size-5 text-muted" />
            Current board members
          </h2>
          <p className="text-sm text-muted">
            A name or initials is enough: members need no account. Up to {BOARD_MATRIX_LIMITS.maxMembers}.
          </p>
        </div>
        {membersError ? (
          <p role="alert" className="mt-4 rounded-control bg-danger/10 px-3 py-2 text-sm text-danger">
            {membersError}
          </p>
        ) : null}
        <ol className="mt-5 flex flex-col gap-5">
          {fields.map((field, index) => {
            const memberErrors = errors.members?.[index];
            return (
              <li key={field.id} className="rounded-card border border-hairline p-4">
                <fieldset className="flex flex-col gap-4">
                  <legend className="sr-only">{`Member ${index + 1}`}</legend>
                  <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
                    <Field
                      label={`Member ${index + 1} name or initials`}
                      required
                      error={memberErrors?.name?.message}
                    >
                      {(c) => (
                        <Input
                          {...c}
                          maxLength={BOARD_MATRIX_LIMITS.nameMax}
                          {...form.register(`members.${index}.name`)}
                        />
                      )}
                    </Field>
                    <Field label="Term ends" error={memberErrors?.termEndsOn?.message}>
                      {(c) => <Input {...c} type="date" {...form.register(`members.${index}.termEndsOn`)} />}
                    </Field>
                    <Button
                      type="button"
                      variant="ghost"
                      className="sm:mt-7"
                      aria-label={`Remove member ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden />
                      <span className="sm:sr-only">Remove</span>
                    </Button>
                  </div>
                  <Controller
                    control={form.control}
                    name={`members.${index}.skills`}
                    render={({ field: chips }) => (
                      <ChoiceChips
                        legend={`Skills of member ${index + 1}`}
                        options={COMPANY_SKILLS}
                        value={chips.value}
                        onChange={chips.onChange}
                      />
                    )}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="mt-5"
          disabled={fields.length >= BOARD_MATRIX_LIMITS.maxMembers}
          onClick={() => append(emptyMember())}
        >
          <Plus aria-hidden />
          Add member
        </Button>
      </section>

      <section className="rounded-card border border-hairline bg-card p-5 shadow-soft sm:p-6">
        <Controller
          control={form.control}
          name="targetSkills"
          render={({ field }) => (
            <ChoiceChips
              legend="Target skills"
              hint="Optional: skills you want on the board beyond your profile’s skills needed. A target no member covers is a gap."
              options={COMPANY_SKILLS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </section>

      <FormSaveBar
        saving={save.isPending}
        label="Save board"
        busyLabel="Saving…"
        note={`${BOARD_MATRIX_MESSAGES.noMembers.split(' before')[0]}.`}
      />
    </form>
  );
}
