// The header's menu below 1025 px: a button and the sheet it opens. On a public page a visitor without a session gets
// it as an island (decision 059): it is hydrated on its own from the props in the server's markup, so it takes no
// router, query client or context of the application, and its links are `Anchor`s (plain links there, the router's
// links inside the application).
import { useState, type MouseEvent } from 'react';
import { Menu } from 'lucide-react';
import { Anchor } from '@client/components/anchor';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@client/components/ui/deferred-dialog';
import { cn } from '@client/lib/cn';
import { TIMINGS } from '@shared/constants';

export type NavLinkEntry = {
  kind: 'link';
  label: string;
  to: string;
  /** Only `/` needs exact matching; the rest are marked current on their sub-pages too. */
  end?: boolean;
  /** Auth links share one route, so "current" would light up both; they never show as current. */
  plain?: boolean;
  emphasis?: boolean;
  reloadAfterNavigate?: boolean;
};
export type NavEntry =
  | NavLinkEntry
  | { kind: 'welcome'; email: string }
  | { kind: 'sign-out' }
  | { kind: 'account-menu'; items: NavLinkEntry[] };

export const entryKey = (entry: NavEntry) => (entry.kind === 'link' ? entry.label : entry.kind);

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Match with AI must start matchmaking from a fresh page load (spec: navigate, then reload after 100 ms). If the
 * client-side navigation has not committed by then (a lazy route still loading), reloading would reload the old
 * page, so the destination is loaded directly instead.
 */
function scheduleReload(to: string) {
  window.setTimeout(() => {
    if (window.location.pathname === to) window.location.reload();
    else window.location.assign(to);
  }, TIMINGS.matchmakingReloadMs);
}

/** What a press on a header link does besides navigating: `afterPress` (e.g. close the menu), the reload. */
export const onHeaderLinkClick =
  (entry: NavLinkEntry, afterPress?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    afterPress?.();
    if (entry.reloadAfterNavigate) scheduleReload(entry.to);
  };

export interface HeaderMenuProps {
  entries: NavEntry[];
  siteName: string;
  /** The signed-in visitor's address, shown under the title. */
  email?: string;
  signingOut?: boolean;
  /** Only inside the application (a visitor without a session has no Sign Out). */
  onSignOut?: () => Promise<void> | void;
}

export function HeaderMenu({ entries, siteName, email, signingOut = false, onSignOut }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const signOut = () => {
    close();
    void onSignOut?.();
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          className="text-white hover:bg-white/10 active:bg-white/15 min-[1025px]:hidden"
        >
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle className="font-display text-xl font-medium">{siteName}</SheetTitle>
          {email ? (
            <p className="truncate text-sm text-muted" title={email}>
              Welcome, {email}
            </p>
          ) : null}
        </SheetHeader>
        <nav aria-label="Main" className="flex flex-col gap-1">
          {entries.map((entry) => (
            <SheetEntry
              key={entryKey(entry)}
              entry={entry}
              signingOut={signingOut}
              onSignOut={signOut}
              onLinkClick={(link) => onHeaderLinkClick(link, close)}
            />
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

interface SheetEntryProps<E extends NavEntry = NavEntry> {
  entry: E;
  signingOut: boolean;
  onSignOut: () => void;
  onLinkClick: (entry: NavLinkEntry) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

const sheetItem =
  'flex h-11 w-full items-center gap-3 rounded-control px-3 text-left text-base font-medium text-ink transition-colors hover:bg-sunken';

function SheetEntry({ entry, signingOut, onSignOut, onLinkClick }: SheetEntryProps) {
  switch (entry.kind) {
    case 'welcome':
      // The sheet shows the welcome line in its header, under the title.
      return null;
    case 'sign-out':
      return <SheetSignOut signingOut={signingOut} onSignOut={onSignOut} />;
    case 'account-menu':
      return (
        <div
          role="group"
          aria-labelledby="sheet-account-label"
          className="mt-3 border-t border-hairline pt-3"
        >
          <p
            id="sheet-account-label"
            className="px-3 pb-1 text-xs font-semibold tracking-[0.14em] text-muted uppercase"
          >
            My Account
          </p>
          {entry.items.map((item) => (
            <SheetLink key={item.label} entry={item} onLinkClick={onLinkClick} />
          ))}
          <SheetSignOut signingOut={signingOut} onSignOut={onSignOut} />
        </div>
      );
    case 'link':
      return <SheetLink entry={entry} onLinkClick={onLinkClick} />;
  }
}

function SheetLink({ entry, onLinkClick }: Pick<SheetEntryProps<NavLinkEntry>, 'entry' | 'onLinkClick'>) {
  if (entry.emphasis) {
    return (
      <Anchor
        to={entry.to}
        onClick={onLinkClick(entry)}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-3 w-full' })}
      >
        {entry.label}
      </Anchor>
    );
  }
  if (entry.plain) {
    return (
      <Anchor to={entry.to} onClick={onLinkClick(entry)} className={sheetItem}>
        {entry.label}
      </Anchor>
    );
  }
  return (
    <Anchor
      to={entry.to}
      onClick={onLinkClick(entry)}
      className={sheetItem}
      current={{ end: entry.end, className: 'bg-accent-soft' }}
    >
      {entry.label}
    </Anchor>
  );
}

function SheetSignOut({ signingOut, onSignOut }: Pick<SheetEntryProps, 'signingOut' | 'onSignOut'>) {
  return (
    <button
      type="button"
      className={cn(sheetItem, 'text-danger hover:bg-danger-soft')}
      onClick={onSignOut}
      disabled={signingOut}
    >
      Sign Out
    </button>
  );
}
