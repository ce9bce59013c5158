// The reference sections (decision 046), in one module so the browser fetches one chunk for either: on My
// Applications, where the advisor asks up to three people, follows each request, reads what was written and
// approves or declines it; and the approved references on a company's view of an applicant.
import { useEffect, useState, type FormEvent } from 'react';
import { MailPlus, Quote } from 'lucide-react';
import type { FieldIssue } from '@shared/errors';
import {
  describeReferee,
  REFERENCE_LIMITS,
  ReferenceRequestCreateSchema,
  type MyReference,
  type ReferenceStatus,
} from '@shared/schemas/references';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { messageOf } from '@client/lib/form-errors';
import { formatDate } from '@client/lib/job-text';
import {
  useAdvisorReferences,
  useMyReferences,
  useReferenceAction,
  useRequestReference,
  type ReferenceAction,
} from '../api/references-queries';

const STATUS: Record<ReferenceStatus, { label: string; badge: BadgeVariant }> = {
  pending: { label: 'Waiting for the referee', badge: 'info' },
  submitted: { label: 'Written: your decision', badge: 'warning' },
  approved: { label: 'Approved: shown to companies', badge: 'success' },
  declined: { label: 'Declined: not shown', badge: 'neutral' },
  withdrawn: { label: 'Withdrawn', badge: 'neutral' },
};

const DONE: Record<ReferenceAction, string> = {
  resend: 'Request sent again with a new link',
  withdraw: 'Request withdrawn',
  approve: 'Reference approved: companies can now see it',
  decline: 'Reference declined: nobody else will see it',
};

/**
 * The advisor's references, a section of My Applications (companies an advisor applies to read the approved ones):
 * ask, follow each request, read what was written, approve or decline it. `#references` scrolls to it.
 */
export function MyReferencesSection() {
  const references = useMyReferences();
  const ready = !references.isPending;
  useEffect(() => {
    if (ready && window.location.hash === '#references')
      document.getElementById('references')?.scrollIntoView({ block: 'start' });
  }, [ready]);
  return (
    <section id="references" aria-labelledby="references-heading" className="mt-12 scroll-mt-24">
      <h2 id="references-heading" className="font-display text-2xl font-medium tracking-tight text-ink">
        References
      </h2>
      <p className="mt-2 max-w-2xl text-[0.9375rem] leading-7 text-muted">
        Ask up to {REFERENCE_LIMITS.maxActive} people who know your work: a board colleague, a CEO you
        advised. They write a few lines without an account; you read each one and decide whether the companies
        you apply to may see it, with the referee’s name and relationship, never their e-mail address.
      </p>
      {references.isPending ? (
        <Skeleton className="mt-6 h-48 w-full" />
      ) : references.isError ? (
        <ErrorState
          className="mt-6"
          message="We couldn’t load your references."
          onRetry={() => void references.refetch()}
          retrying={references.isFetching}
        />
      ) : (
        <>
          <div className="mt-6 flex items-baseline justify-between gap-4">
            <h3 className="text-lg font-semibold text-ink">Your requests</h3>
            <p className="text-sm text-muted">
              {references.data.activeCount} of {references.data.maxActive} places used
            </p>
          </div>
          {references.data.items.length === 0 ? (
            <EmptyState
              className="mt-4"
              icon={Quote}
              title="No references yet"
              description="Boards check references. Ask someone below; approved references appear on the profile the companies you apply to see."
              headingLevel="h4"
            />
          ) : (
            <ul className="mt-4 flex flex-col gap-4" aria-label="Your reference requests">
              {references.data.items.map((item) => (
                <li key={item.id}>
                  <ReferenceCard item={item} />
                </li>
              ))}
            </ul>
          )}
          {references.data.activeCount < references.data.maxActive ? (
            <RequestForm />
          ) : (
            <p className="mt-6 rounded-card border border-hairline bg-card p-4 text-sm text-muted">
              All {references.data.maxActive} places are in use. Withdraw a waiting request or decline a
              reference to ask someone else.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ReferenceCard({ item }: { item: MyReference }) {
  const action = useReferenceAction();
  const run = (kind: ReferenceAction) =>
    action.mutate(
      { id: item.id, action: kind },
      {
        onSuccess: () => toast.success(DONE[kind]),
        onError: (error) => toast.error('Not done', { description: messageOf(error) }),
      },
    );
  const status = STATUS[item.status];
  const busy = action.isPending;
  return (
    <Card className="gap-0 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 className="text-base font-semibold text-ink">{item.confirmedName ?? item.refereeName}</h4>
          <p className="text-sm text-muted">
            {describeReferee({
              ...item,
              relationship: item.confirmedRelationship ?? item.relationship,
            })}
          </p>
          <p className="text-sm text-muted">{item.refereeEmail}</p>
        </div>
        <Badge variant={item.expired ? 'danger' : status.badge}>
          {item.expired ? 'Link expired' : status.label}
        </Badge>
      </div>
      {item.body ? (
        <blockquote className="mt-4 border-l-2 border-accent pl-4 whitespace-pre-line text-ink">
          {item.body}
        </blockquote>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {item.status === 'pending'
          ? item.expired
            ? `The link expired on ${formatDate(item.expiresAt)}. Send it again for a new one.`
            : `Sent on ${formatDate(item.sentAt)}; the link works until ${formatDate(item.expiresAt)}.`
          : item.submittedAt
            ? `Written on ${formatDate(item.submittedAt)}.`
            : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {item.status === 'pending' ? (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => run('resend')}>
              Send again
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => run('withdraw')}>
              Withdraw
            </Button>
          </>
        ) : null}
        {item.status === 'submitted' || item.status === 'declined' ? (
          <Button size="sm" disabled={busy} onClick={() => run('approve')}>
            Approve
          </Button>
        ) : null}
        {item.status === 'submitted' || item.status === 'approved' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run('decline')}>
            {item.status === 'approved' ? 'Hide from companies' : 'Decline'}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

const EMPTY = {
  refereeName: '',
  refereeEmail: '',
  relationship: '',
  organisation: '',
  yearFrom: '',
  yearTo: '',
};
type FormValues = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof FormValues)[];

const toInput = (values: FormValues) => ({
  ...values,
  yearFrom: values.yearFrom.trim() === '' ? undefined : Number(values.yearFrom),
  yearTo: values.yearTo.trim() === '' ? null : Number(values.yearTo),
});

function RequestForm() {
  const [values, setValues] = useState(EMPTY);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const request = useRequestReference();
  const errorOf = (field: keyof FormValues) => issues.find((issue) => issue.path === field)?.message;
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const focusFirst = (found: FieldIssue[]) => {
    const first = FIELDS.find((field) => found.some((issue) => issue.path === field));
    if (first) document.getElementById(`reference-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReferenceRequestCreateSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      setIssues(found);
      focusFirst(found);
      return;
    }
    setIssues([]);
    request.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(`Request sent to ${created.refereeName}`);
        setValues(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) {
          setIssues(error.issues);
          focusFirst(error.issues);
        } else toast.error('Not sent', { description: messageOf(error) });
      },
    });
  };

  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-ink">Ask for a reference</h3>
      <p className="mt-1 text-sm text-muted">
        We e-mail them a link that works for {REFERENCE_LIMITS.linkValidDays} days. You can send it again or
        withdraw it while it waits.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id="reference-refereeName" label="Their name" required error={errorOf('refereeName')}>
          {(control) => (
            <Input {...control} autoComplete="off" value={values.refereeName} onChange={set('refereeName')} />
          )}
        </Field>
        <Field id="reference-refereeEmail" label="Their e-mail" required error={errorOf('refereeEmail')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.refereeEmail}
              onChange={set('refereeEmail')}
            />
          )}
        </Field>
        <Field
          id="reference-relationship"
          label="Relationship"
          required
          hint="What they were to you, as companies will read it: board colleague, chair, CEO of a company you advised"
          error={errorOf('relationship')}
        >
          {(control) => <Input {...control} value={values.relationship} onChange={set('relationship')} />}
        </Field>
        <Field id="reference-organisation" label="Organisation" required error={errorOf('organisation')}>
          {(control) => <Input {...control} value={values.organisation} onChange={set('organisation')} />}
        </Field>
        <Field id="reference-yearFrom" label="From (year)" required error={errorOf('yearFrom')}>
          {(control) => (
            <Input {...control} inputMode="numeric" value={values.yearFrom} onChange={set('yearFrom')} />
          )}
        </Field>
        <Field
          id="reference-yearTo"
          label="To (year)"
          hint="Leave empty if you still work together"
          error={errorOf('yearTo')}
        >
          {(control) => (
            <Input {...control} inputMode="numeric" value={values.yearTo} onChange={set('yearTo')} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={request.isPending}>
            <MailPlus aria-hidden />
            {request.isPending ? 'Sending…' : 'Send the request'}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * The approved references on a company's view of an applicant: who wrote each and how they know the advisor
 * ("Board colleague at Acme, 2019–2023"), never their e-mail address. Loaded after the profile.
 */
export function AdvisorReferences({ advisorId }: { advisorId: string }) {
  const references = useAdvisorReferences(advisorId);
  // A failure or an empty list shows nothing: the profile above is complete without references.
  if (references.isPending) return <Skeleton className="h-32 w-full" />;
  if (references.isError || references.data.items.length === 0) return null;
  return (
    <section aria-labelledby="advisor-references">
      <h2 id="advisor-references" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Quote aria-hidden className="size-5 text-accent" />
        References
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {references.data.items.map((item) => (
          <li key={item.id}>
            <Card className="h-full gap-0 p-5">
              <blockquote className="whitespace-pre-line text-ink">“{item.body}”</blockquote>
              <p className="mt-auto pt-4 font-semibold text-ink">{item.refereeName}</p>
              <p className="text-sm text-muted">{describeReferee(item)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
