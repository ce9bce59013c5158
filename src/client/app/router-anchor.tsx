import { Link, NavLink } from 'react-router';
import type { AnchorProps } from '@client/components/anchor';
import { cn } from '@client/lib/cn';

/** `Anchor` inside the application: the router's links, which navigate in place (components/anchor.tsx). */
export function RouterAnchor({ to, className, onClick, children, current }: AnchorProps) {
  if (!current)
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  return (
    <NavLink
      to={to}
      end={current.end}
      onClick={onClick}
      className={({ isActive }) => cn(className, isActive && current.className)}
    >
      {children}
    </NavLink>
  );
}
