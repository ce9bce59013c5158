import { useState, type MouseEvent, type ReactNode } from 'react';
import { entryKey, HeaderMenu, onHeaderLinkClick, type NavEntry, type NavLinkEntry } from './header-menu';
import { Link, NavLink, useNavigate } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/deferred-dropdown-menu';
import { Island } from '@client/components/island';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
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

export function SiteHeader({ user, onSignOut, siteName, inbox }: SiteHeaderProps) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // The same rule every company screen reads (components/company-role.tsx, provided by the root layout).
  const entries = navEntries(user, useCompanyMay());

  const signOut = async () => {
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

  const onLinkClick = (entry: NavLinkEntry) => onHeaderLinkClick(entry);

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

        <Island
          name="header-menu"
          component={HeaderMenu}
          props={{
            entries,
            siteName,
            email: user?.email,
            signingOut: signingOut || undefined,
            onSignOut: user ? signOut : undefined,
          }}
        />
      </div>
    </header>
  );
}

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
