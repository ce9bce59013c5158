import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A lucide icon component, e.g. `icon={Inbox}`. */
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** The next step, usually a `Button` or a link styled with `buttonClasses`. */
  action?: ReactNode;
  /** Heading level for the title; defaults to `h2`. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-hairline bg-card px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {Icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <Icon aria-hidden className="size-6" />
        </span>
      ) : null}
      <Heading className="text-base leading-6 font-semibold text-ink">{title}</Heading>
      {description ? (
        <p className="mt-1 max-w-prose text-sm leading-6 text-pretty text-muted">{description}</p>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
