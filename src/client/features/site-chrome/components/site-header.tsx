import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { ChevronDown, LogOut, Menu } from 'lucide-react';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/deferred-dropdown-menu';
import {
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@client/components/ui/deferred-dialog';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { TIMINGS } from '@shared/constants';
import type { CompanyPermission, CompanyRole } from '@shared/company-roles';
import { useCompanyMay } from '@client/components/company-role';

export interface SiteHeaderUser {
  email: string;
  role: 'advisor' | 'company' | (string & {});
  /** A company user's role on their team (decision 048): the menu hides what the role may not use. */
  companyRole?: CompanyRole;
}

export interface SiteHeaderProps {
  /** `undefined` while the session is still being read: only Home shows, so no wrong items flash. */
  user: SiteHeaderUser | null | undefined;
  onSignOut: () => Promise<void> | void;
  siteName: string;
  /** Shown at every width beside the menu for signed-in users: the messages link and notification bell. */
  inbox?: ReactNode;
}

type NavLinkEntry = {
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
type NavEntry =
  | NavLinkEntry
  | { kind: 'welcome'; email: string }
  | { kind: 'sign-out' }
  | { kind: 'account-menu'; items: NavLinkEntry[] };

const homeLink: NavLinkEntry = { kind: 'link', label: 'Home', to: paths.home(), end: true };

/** The header's items per audience as spec part 1 §2 and §6 list them, plus Account settings (issue 8) and the
 * advisor's My Applications (issue 29). */
function navEntries(
  user: SiteHeaderUser | null | undefined,
  may: (permission: CompanyPermission) => boolean,
): NavEntry[] {
  if (user === undefined) return [homeLink];
  if (!user) {
    return [
      homeLink,
      { kind: 'link', label: 'Sign In', to: paths.auth(), plain: true },
      { kind: 'link', label: 'Sign Up', to: paths.auth({ tab: 'signup' }), plain: true, emphasis: true },
    ];
  }
  if (user.role === 'company') {
    return [
      homeLink,
      { kind: 'welcome', email: user.email },
      { kind: 'link', label: 'My Dashboard', to: paths.companyDashboard() },
      {
        kind: 'account-menu',
        items: [
          ...(may('profile')
            ? [{ kind: 'link' as const, label: 'My Profile', to: paths.companyMyProfile() }]
            : []),
          ...(user.companyRole ? [{ kind: 'link' as const, label: 'Team', to: paths.companyTeam() }] : []),
          ...(may('positions')
            ? [{ kind: 'link' as const, label: 'Board matrix', to: paths.companyBoard() }]
            : []),
          { kind: 'link', label: 'Account settings', to: paths.settings() },
        ],
      },
    ];
  }
  return [
    homeLink,
    { kind: 'welcome', email: user.email },
    { kind: 'link', label: 'My Profile', to: paths.myProfile() },
    { kind: 'link', label: 'Pricing', to: paths.pricing() },
    { kind: 'link', label: 'Match with AI', to: paths.advisorMatchmaking(), reloadAfterNavigate: true },
    // Invitations, interviews, withdrawal and each application's messages live there (issue #29).
    { kind: 'link', label: 'My Applications', to: paths.myApplications() },
    { kind: 'link', label: 'Account settings', to: paths.settings() },
    { kind: 'sign-out' },
  ];
}

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

export function SiteHeader({ user, onSignOut, siteName, inbox }: SiteHeaderProps) {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // The same rule every company screen reads (components/company-role.tsx, provided by the root layout).
  const entries = navEntries(user, useCompanyMay());

  const signOut = async () => {
    setMenuOpen(false);
    setSigningOut(true);
    try {
      await onSignOut();
    } catch (error) {
      // The session provider clears the local session even when the server call fails (spec §8), so the visitor
      // is signed out here either way; the error is only worth a log line.
      console.error('Sign-out request failed', error);
    } finally {
      setSigningOut(false);
    }
    navigate(paths.home());
  };

  const onLinkClick = (entry: NavLinkEntry) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    setMenuOpen(false);
    if (entry.reloadAfterNavigate) scheduleReload(entry.to);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink text-white">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to={paths.home()} className="flex shrink-0 items-center gap-2.5 rounded-control">
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-control bg-accent font-display text-lg leading-none font-semibold text-ink"
          >
            {siteName.charAt(0)}
          </span>
          <span className="font-display text-xl font-medium tracking-tight">{siteName}</span>
        </Link>

        <nav aria-label="Main" className="hidden min-w-0 items-center gap-0.5 min-[1025px]:flex">
          {entries.map((entry) => (
            <DesktopEntry
              key={entryKey(entry)}
              entry={entry}
              signingOut={signingOut}
              onSignOut={signOut}
              onLinkClick={onLinkClick}
            />
          ))}
        </nav>

        {user ? inbox : null}

        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
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
              {user ? (
                <p className="truncate text-sm text-muted" title={user.email}>
                  Welcome, {user.email}
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
                  onLinkClick={onLinkClick}
                />
              ))}
            </nav>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}

const entryKey = (entry: NavEntry) => (entry.kind === 'link' ? entry.label : entry.kind);

interface EntryProps<E extends NavEntry = NavEntry> {
  entry: E;
  signingOut: boolean;
  onSignOut: () => Promise<void>;
  onLinkClick: (entry: NavLinkEntry) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

const desktopItem =
  'inline-flex h-9 items-center gap-2 rounded-control px-2.5 text-sm font-medium whitespace-nowrap text-white/75 transition-colors hover:bg-white/10 hover:text-white';

function DesktopEntry({ entry, signingOut, onSignOut, onLinkClick }: EntryProps) {
  switch (entry.kind) {
    case 'welcome':
      return (
        // Two short lines rather than one long one: beside an advisor's seven items at 1280 px, one line cut a
        // usual address short. An address longer than the room the other items leave is cut with an ellipsis (the
        // whole of it in the tooltip) rather than pushing Sign Out under the icons.
        <p
          className="mx-1.5 flex max-w-60 min-w-0 flex-col text-xs leading-4 text-white/60"
          title={entry.email}
        >
          <span>{'Welcome, '}</span>
          <span className="truncate text-white/80">{entry.email}</span>
        </p>
      );
    case 'sign-out':
      return (
        <button type="button" className={desktopItem} onClick={onSignOut} disabled={signingOut}>
          Sign Out
        </button>
      );
    case 'account-menu':
      return (
        <DropdownMenu>
          <DropdownMenuTrigger
            className={cn(desktopItem, 'data-[state=open]:bg-white/10 data-[state=open]:text-white')}
          >
            My Account
            <ChevronDown aria-hidden="true" className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {entry.items.map((item) => (
              <DropdownMenuItem key={item.label} asChild>
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="danger" disabled={signingOut} onSelect={() => void onSignOut()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      );
    case 'link':
      if (entry.emphasis) {
        return (
          <Link
            to={entry.to}
            onClick={onLinkClick(entry)}
            className={buttonClasses({ variant: 'primary', size: 'sm', className: 'ml-2 h-9 px-4' })}
          >
            {entry.label}
          </Link>
        );
      }
      if (entry.plain) {
        return (
          <Link to={entry.to} onClick={onLinkClick(entry)} className={desktopItem}>
            {entry.label}
          </Link>
        );
      }
      return (
        <NavLink
          to={entry.to}
          end={entry.end}
          onClick={onLinkClick(entry)}
          className={({ isActive }) => cn(desktopItem, isActive && 'bg-white/10 text-white')}
        >
          {entry.label}
        </NavLink>
      );
  }
}

const sheetItem =
  'flex h-11 w-full items-center gap-3 rounded-control px-3 text-left text-base font-medium text-ink transition-colors hover:bg-sunken';

function SheetEntry({ entry, signingOut, onSignOut, onLinkClick }: EntryProps) {
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

function SheetLink({ entry, onLinkClick }: Pick<EntryProps<NavLinkEntry>, 'entry' | 'onLinkClick'>) {
  if (entry.emphasis) {
    return (
      <Link
        to={entry.to}
        onClick={onLinkClick(entry)}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-3 w-full' })}
      >
        {entry.label}
      </Link>
    );
  }
  if (entry.plain) {
    return (
      <Link to={entry.to} onClick={onLinkClick(entry)} className={sheetItem}>
        {entry.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={entry.to}
      end={entry.end}
      onClick={onLinkClick(entry)}
      className={({ isActive }) => cn(sheetItem, isActive && 'bg-accent-soft')}
    >
      {entry.label}
    </NavLink>
  );
}

function SheetSignOut({ signingOut, onSignOut }: Pick<EntryProps, 'signingOut' | 'onSignOut'>) {
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
