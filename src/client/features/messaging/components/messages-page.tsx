// /messages: every conversation of the signed-in advisor or company, newest first with unread counts, and the
// chosen one (?thread=<application id>) beside the list (below it on phones).
import { Link, useSearchParams } from 'react-router';
import { Ban, Inbox, Lock } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { formatDate } from '@client/lib/job-text';
import { paths } from '@client/lib/paths';
import { useThreadList } from '../api/messaging-queries';
import { ConversationPanel } from './conversation-panel';

export function MessagesPage() {
  const [params] = useSearchParams();
  const selected = params.get('thread');
  const list = useThreadList(1);
  // Refused (403) only to a company member whose role takes no part in the company's conversations.
  const notMyRole = list.error instanceof ApiError && list.error.code === 'FORBIDDEN';
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl leading-tight font-medium tracking-tight">Messages</h1>
        <p className="text-[0.9375rem] leading-7 text-muted">
          {list.data?.role === 'company' || notMyRole
            ? 'Your company’s conversations with applicants.'
            : 'Your conversations with the companies you applied to.'}
        </p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div>
          {list.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : notMyRole ? (
            // An interviewer: the company's conversations are for the colleagues who hire (decision 048).
            <EmptyState
              icon={Lock}
              title="Conversations are not part of your role"
              description={list.error?.message}
            />
          ) : list.isError ? (
            <ErrorState
              message="We couldn’t load your conversations. Please try again."
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.data.items.length === 0 ? (
            <EmptyListState
              role={list.data.role}
              hiddenByBlock={list.data.hiddenByBlock}
              threadOpen={selected !== null}
            />
          ) : (
            <ul aria-label="Conversations" className="flex flex-col gap-2">
              {list.data.items.map((item) => (
                <li key={item.applicationId}>
                  <Link
                    to={paths.messages({ thread: item.applicationId })}
                    aria-current={selected === item.applicationId ? 'page' : undefined}
                    className={cn(
                      'flex flex-col gap-1 rounded-card border border-hairline bg-card p-3 shadow-soft hover:border-accent',
                      selected === item.applicationId && 'border-accent',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span
                        className={cn(
                          'truncate text-sm',
                          item.unread > 0 ? 'font-semibold text-ink' : 'text-ink',
                        )}
                      >
                        {item.counterpartName}
                      </span>
                      {item.unread > 0 ? (
                        <Badge variant="accent" aria-label={`${item.unread} unread`}>
                          {item.unread}
                        </Badge>
                      ) : item.closed ? (
                        <Lock aria-label="Closed" className="size-4 text-muted" />
                      ) : null}
                    </span>
                    <span className="truncate text-xs text-muted">{item.jobTitle}</span>
                    {item.lastMessagePreview ? (
                      <span className="line-clamp-1 text-xs text-body">{item.lastMessagePreview}</span>
                    ) : null}
                    {item.lastMessageAt ? (
                      <time dateTime={item.lastMessageAt} className="text-xs text-muted">
                        {formatDate(item.lastMessageAt)}
                      </time>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          {selected ? (
            <ConversationPanel key={selected} applicationId={selected} />
          ) : (
            // Beside the list only: on a phone the list itself is the invitation to choose.
            <p className="hidden rounded-card border border-dashed border-hairline p-6 text-sm text-muted lg:block">
              Choose a conversation to read it.
            </p>
          )}
        </div>
      </div>
    </main>
  );
}

/**
 * No conversation to list. Beside an open one (or after a block hid some) "No conversations yet — once you have
 * applied…" would be untrue (issue #29): say what is really the case.
 */
function EmptyListState({
  role,
  hiddenByBlock,
  threadOpen,
}: {
  role: 'advisor' | 'company';
  hiddenByBlock: number;
  threadOpen: boolean;
}) {
  if (hiddenByBlock > 0) {
    return (
      <EmptyState
        icon={Ban}
        title={threadOpen ? 'No other conversations' : 'No conversations to show'}
        description={
          <>
            {hiddenByBlock === 1
              ? 'A conversation with someone you blocked is hidden.'
              : `${hiddenByBlock} conversations with people you blocked are hidden.`}{' '}
            You can unblock them in{' '}
            <Link to={paths.settings()} className="underline">
              Settings
            </Link>
            .
          </>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={Inbox}
      title={threadOpen ? 'No other conversations' : 'No conversations yet'}
      description={
        role === 'company'
          ? 'Open an applicant’s card to send them a message.'
          : 'Once you have applied, you can message the company from My Applications.'
      }
    />
  );
}
