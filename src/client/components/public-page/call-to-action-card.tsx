import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';

/** The brass card at the end of a public page's side column: a heading, a sentence and one way in. */
export function CallToActionCard({
  id,
  title,
  children,
  to,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  to: string;
  action: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-accent/30 bg-accent-soft p-6 text-ink"
    >
      <h2 id={id} className="font-display text-xl font-medium">
        {title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-body">{children}</p>
      <Link to={to} className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full' })}>
        {action}
      </Link>
    </section>
  );
}
