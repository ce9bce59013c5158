import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export interface AuthShellProps {
  children: ReactNode;
  /** Content beside the card on wide screens (the sign-in screen's short pitch). */
  aside?: ReactNode;
}

/** The page frame of every account screen: a quiet surface with one centred card (and an optional aside). */
export function AuthShell({ children, aside }: AuthShellProps) {
  return (
    <main
      id="main"
      className="relative isolate flex min-h-[calc(100dvh-4rem)] flex-col items-center px-4 py-10 sm:px-6 sm:py-16 lg:justify-center lg:py-20"
    >
      <ShellBackdrop />
      <div
        className={cn(
          'grid w-full items-center gap-12',
          aside ? 'max-w-5xl lg:grid-cols-[1fr_28rem] lg:gap-20' : 'max-w-md',
        )}
      >
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
        <div className="w-full">{children}</div>
      </div>
    </main>
  );
}

/** A faint brass glow and hairline grid at the top of the page: texture without noise. Pure CSS. */
function ShellBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-x-0 top-0 h-80 bg-[linear-gradient(to_right,rgb(15_27_45/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_27_45/0.035)_1px,transparent_1px)] mask-[linear-gradient(to_bottom,black,transparent)] bg-size-[48px_48px]" />
      <div className="absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-accent/8 blur-3xl" />
    </div>
  );
}

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Icon or mark shown above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The white card that holds a form or a status message, headed by the page's only h1. */
export function AuthCard({ title, description, icon, children, className }: AuthCardProps) {
  return (
    <section
      className={cn(
        'w-full rounded-card border border-hairline bg-card p-6 text-body shadow-overlay sm:p-8',
        className,
      )}
    >
      {icon ? <div className="mb-5">{icon}</div> : null}
      <h1 className="font-display text-[1.75rem] leading-tight font-medium tracking-tight text-ink">
        {title}
      </h1>
      {description ? <p className="mt-2 text-sm leading-6 text-muted">{description}</p> : null}
      {children ? <div className="mt-7">{children}</div> : null}
    </section>
  );
}

/** A round tinted mark for status cards (confirmation, invalid link). */
export function AuthIcon({ children, tone = 'accent' }: { children: ReactNode; tone?: 'accent' | 'danger' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
        tone === 'accent' ? 'bg-accent-soft text-accent-strong' : 'bg-danger-soft text-danger',
      )}
    >
      {children}
    </span>
  );
}
