// /company/invitations?job_id=&status=&page=: the invitations a company sent (issue #29), pending, accepted and
// declined, overall or for one position. Filters live in the URL, so a view can be shared and survives reload.
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, MailQuestion, Send } from 'lucide-react';
import {
  INVITATION_STATUSES,
  type InvitationStatus,
  type SentInvitation,
  type SentInvitations,
  type SentInvitationsQuery,
} from '@shared/schemas/messaging';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Pagination } from '@client/components/ui/pagination';
import { NativeSelect } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { formatDate } from '@client/lib/job-text';
import { paths } from '@client/lib/paths';
import { useSentInvitations } from '../api/messaging-queries';
import { readSentInvitationsQuery } from '../lib/sent-invitations-query';

const STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};
const STATUS_BADGES: Record<InvitationStatus, BadgeVariant> = {
  pending: 'info',
  accepted: 'success',
  declined: 'neutral',
};

const hrefOf = (query: SentInvitationsQuery) =>
  paths.companyInvitations({
    job_id: query.jobId,
    status: query.status,
    page: query.page > 1 ? query.page : undefined,
  });

export function SentInvitationsPage() {
  const [params, setParams] = useSearchParams();
  const query = readSentInvitationsQuery(params);
  const sent = useSentInvitations(query);
  const go = (next: SentInvitationsQuery) => setParams(new URL(hrefOf(next), 'http://x').searchParams);

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
      <div className="mb-4">
        <Link
          to={paths.companyDashboard()}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden />
          Back to dashboard
        </Link>
      </div>
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1 className="font-display text-3xl leading-tight font-medium tracking-tight text-ink sm:text-4xl">
            Invitations sent
          </h1>
          <p className="text-[0.9375rem] leading-7 text-muted">
            Advisors you invited to your positions, and what they answered. Those who accept are among your
            applicants.
          </p>
        </div>
        <Link to={paths.searchAdvisors()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Send aria-hidden />
          Invite advisors
        </Link>
      </header>

      <div className="mt-8 flex flex-col gap-6">
        {sent.isPending ? (
          <div aria-busy className="flex flex-col gap-3">
            <span role="status" className="sr-only">
              Loading your invitations…
            </span>
            <Skeleton className="h-10 w-full max-w-md" />
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-20 w-full rounded-card" />
            ))}
          </div>
        ) : sent.isError ? (
          <ErrorState
            message="We couldn’t load your invitations right now. Please try again."
            onRetry={() => void sent.refetch()}
            retrying={sent.isFetching}
          />
        ) : (
          <>
            <Filters data={sent.data} query={query} onChange={go} />
            <InvitationList data={sent.data} query={query} busy={sent.isPlaceholderData} onPage={go} />
          </>
        )}
      </div>
    </main>
  );
}

function Filters({
  data,
  query,
  onChange,
}: {
  data: SentInvitations;
  query: SentInvitationsQuery;
  onChange: (query: SentInvitationsQuery) => void;
}) {
  const total = data.counts.pending + data.counts.accepted + data.counts.declined;
  const tabs: { status: InvitationStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: 'All', count: total },
    ...INVITATION_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status],
      count: data.counts[status],
    })),
  ];
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor="invitations-position" className="text-sm font-medium text-ink">
          Position
        </label>
        <NativeSelect
          id="invitations-position"
          value={query.jobId ?? ''}
          onChange={(event) => onChange({ ...query, jobId: event.target.value || undefined, page: 1 })}
          options={[
            { value: '', label: 'All positions' },
            ...data.positions.map((position) => ({
              value: position.id,
              label: `${position.title}${position.isActive ? '' : ' (inactive)'} · ${position.sent}`,
            })),
          ]}
        />
      </div>
      <nav aria-label="Invitation status" className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = query.status === tab.status;
          return (
            <Link
              key={tab.label}
              to={hrefOf({ ...query, status: tab.status, page: 1 })}
              aria-current={current ? 'page' : undefined}
              className={cn(
                buttonClasses({ variant: current ? 'primary' : 'outline', size: 'sm' }),
                'tabular-nums',
              )}
            >
              {tab.label} <span className={current ? 'opacity-80' : 'text-muted'}>{tab.count}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}

function InvitationList({
  data,
  query,
  busy,
  onPage,
}: {
  data: SentInvitations;
  query: SentInvitationsQuery;
  busy: boolean;
  onPage: (query: SentInvitationsQuery) => void;
}) {
  if (data.total === 0) {
    const filtered = query.jobId !== undefined || query.status !== undefined;
    return (
      <EmptyState
        icon={MailQuestion}
        title={filtered ? 'No invitations match' : 'No invitations sent yet'}
        description={
          filtered
            ? 'Choose another position or status.'
            : 'Invite advisors from search: the invitation costs none of your profile views.'
        }
        action={
          <Link to={paths.searchAdvisors()} className={buttonClasses({ variant: 'primary' })}>
            Search advisors
          </Link>
        }
      />
    );
  }
  return (
    <section aria-label="Sent invitations" className="flex flex-col gap-4">
      <ul
        aria-busy={busy || undefined}
        data-busy={busy}
        className="flex flex-col gap-3 transition-opacity data-[busy=true]:opacity-60"
      >
        {data.items.map((item) => (
          <li key={item.id}>
            <InvitationRow item={item} />
          </li>
        ))}
      </ul>
      <Pagination
        label="Invitation pages"
        page={data.page}
        pageCount={data.pageCount}
        getHref={(page) => hrefOf({ ...query, page })}
        onPageChange={(page) => onPage({ ...query, page })}
      />
    </section>
  );
}

function InvitationRow({ item }: { item: SentInvitation }) {
  return (
    <article
      aria-label={`${item.advisorName}, ${item.jobTitle}`}
      className="flex flex-col gap-2 rounded-card border border-hairline bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{item.advisorName}</h2>
        <Badge variant={STATUS_BADGES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
      </div>
      <p className="text-sm text-body">
        {item.jobTitle}
        {item.jobIsActive ? null : <span className="text-muted"> · position inactive</span>}
      </p>
      <p className="text-xs text-muted">
        Sent <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        {item.respondedAt ? (
          <>
            {' · '}
            {STATUS_LABELS[item.status]}{' '}
            <time dateTime={item.respondedAt}>{formatDate(item.respondedAt)}</time>
          </>
        ) : null}
      </p>
      {item.note ? <p className="text-sm text-body">Your note: “{item.note}”</p> : null}
      {item.status === 'declined' ? (
        <p className="text-sm text-body">
          {item.declineReason ? `Their reason: “${item.declineReason}”` : 'They gave no reason.'}
        </p>
      ) : null}
      {item.status === 'accepted' ? (
        <Link
          to={paths.companyApplicants({ job_id: item.jobId })}
          className="self-start text-sm font-medium text-ink underline underline-offset-4"
        >
          See them among your applicants
        </Link>
      ) : null}
    </article>
  );
}
