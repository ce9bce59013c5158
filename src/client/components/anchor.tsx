// A link a shared part renders both inside the application (React Router's Link and NavLink: it navigates in place)
// and as an island of a public page (decision 059), where no router runs and a link is a plain `<a href>` that loads
// the next page, which the server renders. The root layout (app/) provides the router's version.
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export interface AnchorProps {
  to: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
  /** Marked as the current page (`aria-current`, and this class added) at `to`, or under it unless `end`. */
  current?: { end?: boolean; className?: string };
}

/** Whether a page at `pathname` is the one `to` points at, as React Router's NavLink decides it. */
export function isCurrentPath(pathname: string, to: string, end = false) {
  const path = to.split(/[?#]/)[0] ?? to;
  if (pathname === path) return true;
  return !end && path !== '/' && pathname.startsWith(`${path.replace(/\/$/, '')}/`);
}

function PlainAnchor({ to, className, onClick, children, current }: AnchorProps) {
  const active =
    current !== undefined &&
    typeof window !== 'undefined' &&
    isCurrentPath(window.location.pathname, to, current.end);
  return (
    <a
      href={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active && current?.className)}
    >
      {children}
    </a>
  );
}

/** How an `Anchor` is rendered here: a plain link, unless the application provides the router's. */
const AnchorContext = createContext<(props: AnchorProps) => ReactNode>((props) => <PlainAnchor {...props} />);

export const AnchorProvider = AnchorContext;

export function Anchor(props: AnchorProps) {
  return useContext(AnchorContext)(props);
}
