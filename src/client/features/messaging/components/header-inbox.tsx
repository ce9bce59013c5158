// The header's messages link and notification bell, each with its unread badge. Counts are polled (a few seconds)
// so a message sent from another instance shows without a reload; the bell's list loads when it is opened.
import { useState } from 'react';
import { Link } from 'react-router';
import { Bell, MessageSquare } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/deferred-dropdown-menu';
import { cn } from '@client/lib/cn';
import { useCompanyMay } from '@client/components/company-role';
import { formatDateTime } from '@client/lib/format-date-time';
import { paths } from '@client/lib/paths';
import {
  useMarkNotificationRead,
  useMarkNotificationsRead,
  useNotifications,
  useUnreadCounts,
} from '../api/messaging-queries';

const iconButton =
  'relative inline-flex size-9 items-center justify-center rounded-control text-white/80 transition-colors hover:bg-white/10 hover:text-white';

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-4.5 font-semibold text-ink tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function HeaderInbox() {
  const counts = useUnreadCounts(true);
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const markOneRead = useMarkNotificationRead();
  const unreadMessages = counts.data?.messages ?? 0;
  const unreadNotifications = counts.data?.notifications ?? 0;
  // Interviewers take no part in the company's conversations: no Messages for them.
  const converses = useCompanyMay()('messages');
  return (
    <div className="flex items-center gap-1">
      {converses ? (
        <Link
          to={paths.messages()}
          className={iconButton}
          aria-label={`Messages${unreadMessages > 0 ? `, ${plural(unreadMessages, 'unread message', 'unread messages')}` : ''}`}
        >
          <MessageSquare aria-hidden className="size-5" />
          <CountBadge count={unreadMessages} />
        </Link>
      ) : null}
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger
          className={cn(iconButton, 'data-[state=open]:bg-white/10')}
          aria-label={`Notifications${unreadNotifications > 0 ? `, ${unreadNotifications} unread` : ''}`}
        >
          <Bell aria-hidden className="size-5" />
          <CountBadge count={unreadNotifications} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-2rem))]">
          <DropdownMenuLabel className="flex items-center justify-between gap-2">
            Notifications
            {unreadNotifications > 0 ? (
              <button
                type="button"
                className="text-xs font-medium text-accent-strong underline-offset-2 hover:underline"
                onClick={() => markRead.mutate()}
              >
                Mark all read
              </button>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {notifications.isPending ? (
            <p className="px-3 py-2 text-sm text-muted">Loading…</p>
          ) : notifications.isError ? (
            <p className="px-3 py-2 text-sm text-muted">We couldn’t load your notifications.</p>
          ) : notifications.data.items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">Nothing new yet.</p>
          ) : (
            notifications.data.items.map((item) => (
              <DropdownMenuItem key={item.id} asChild>
                <Link
                  to={item.link}
                  onClick={() => (item.read ? undefined : markOneRead.mutate(item.id))}
                  className="flex h-auto flex-col items-start gap-0.5 py-2 whitespace-normal"
                >
                  <span className={cn('text-sm', item.read ? 'text-body' : 'font-semibold text-ink')}>
                    {item.read ? null : <span className="sr-only">Unread: </span>}
                    {item.title}
                  </span>
                  {item.body ? <span className="line-clamp-2 text-xs text-muted">{item.body}</span> : null}
                  <time dateTime={item.createdAt} className="text-xs text-muted">
                    {formatDateTime(item.createdAt)}
                  </time>
                </Link>
              </DropdownMenuItem>
            ))
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
