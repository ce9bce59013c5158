// One conversation: its messages (oldest first), read receipts on one's own, and the composer. Polls while open, so
// the other side's new message shows within seconds; marks the thread read when unread messages are on screen.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Ban, Lock, Send } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format-date-time';
import { paths } from '@client/lib/paths';
import { MESSAGING_LIMITS } from '@shared/schemas/messaging';
import { useMarkThreadRead, useSendMessage, useThread } from '../api/messaging-queries';
import { BlockCounterpartButton } from './block-counterpart-button';
import { MessageText } from './message-text';

export function ConversationPanel({
  applicationId,
  className,
}: {
  applicationId: string;
  className?: string;
}) {
  const thread = useThread(applicationId);
  const send = useSendMessage(applicationId);
  const markRead = useMarkThreadRead(applicationId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const messages = thread.data?.messages ?? [];
  const lastTheirs = [...messages].reverse().find((message) => !message.mine)?.id;
  const readUpTo = useRef<string | undefined>(undefined);

  // Their newest message is on screen: tell the server (read receipt, unread counts, the bell).
  useEffect(() => {
    if (!lastTheirs || readUpTo.current === lastTheirs) return;
    readUpTo.current = lastTheirs;
    markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new message of theirs, not per render
  }, [lastTheirs]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  if (thread.isPending) return <Skeleton className="h-40 w-full" />;
  if (thread.isError) {
    return (
      <ErrorState
        message="We couldn’t load this conversation. Please try again."
        onRetry={() => void thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  }
  const data = thread.data;
  const canWrite = !data.closed && !data.blocked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) {
      setError('Write a message first.');
      return;
    }
    setError(null);
    send.mutate(body, {
      onSuccess: () => setDraft(''),
      onError: (failure) => {
        const message =
          failure instanceof ApiError ? failure.message : 'Your message was not sent. Please try again.';
        setError(message);
        // The application ended meanwhile: the refetched thread shows it closed, without the composer.
        if (failure instanceof ApiError && failure.code === 'APPLICATION_CLOSED') void thread.refetch();
      },
    });
  };

  const lastMine = [...messages].reverse().find((message) => message.mine);
  return (
    <section
      aria-label={`Conversation with ${data.counterpartName}`}
      className={`flex flex-col gap-3 rounded-card border border-hairline bg-surface p-4 ${className ?? ''}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">
          {data.counterpartName} · <span className="font-normal text-muted">{data.jobTitle}</span>
        </h3>
        {!data.blocked ? (
          <BlockCounterpartButton applicationId={applicationId} counterpartName={data.counterpartName} />
        ) : null}
      </header>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">No messages yet.{canWrite ? ' Say hello below.' : ''}</p>
      ) : (
        <ol ref={listRef} aria-label="Messages" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {messages.map((message) => (
            <li
              key={message.id}
              aria-label={message.mine ? 'You wrote' : `${data.counterpartName} wrote`}
              className={`max-w-[85%] rounded-control px-3 py-2 ${
                message.mine ? 'self-end bg-accent-soft text-ink' : 'self-start bg-card text-body shadow-soft'
              }`}
            >
              <MessageText body={message.body} />
              <p className={`mt-1 text-xs ${message.mine ? 'text-body' : 'text-muted'}`}>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {message.mine && message.id === lastMine?.id ? (message.seen ? ' · Seen' : ' · Sent') : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data.closed ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Lock aria-hidden className="size-4" />
          This conversation is closed: the application is no longer open. Its history stays here.
        </p>
      ) : data.blocked ? (
        // Each side reads a true state; the one who was blocked is told the conversation is closed, not why.
        <p role="status" className="flex items-start gap-2 text-sm text-muted">
          <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
          {data.blockedBy === 'me' ? (
            <span>
              You blocked {data.counterpartName}: neither of you can send messages here. You can unblock them
              in{' '}
              <Link to={paths.settings()} className="underline">
                Settings
              </Link>
              .
            </span>
          ) : (
            <span>
              {data.counterpartName} has closed this conversation. New messages can no longer be sent; its
              history stays here.
            </span>
          )}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <label htmlFor={`message-${applicationId}`} className="sr-only">
            Message
          </label>
          <Textarea
            id={`message-${applicationId}`}
            rows={3}
            value={draft}
            maxLength={MESSAGING_LIMITS.messageMaxLength}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `message-${applicationId}-error` : undefined}
            placeholder="Write a message…"
          />
          {error ? (
            <p id={`message-${applicationId}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={send.isPending}>
              <Send aria-hidden />
              Send
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
