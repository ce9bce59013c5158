import type { ComponentProps } from 'react';
import type { ApplicationStatus } from '@shared/constants';
import { cn } from '@client/lib/cn';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-sunken text-body ring-hairline',
  accent: 'bg-accent-soft text-accent-strong ring-accent/30',
  success: 'bg-success-soft text-success ring-success/20',
  warning: 'bg-warning-soft text-warning ring-warning/20',
  danger: 'bg-danger-soft text-danger ring-danger/20',
  info: 'bg-info-soft text-info ring-info/20',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full px-2.5 text-xs leading-none font-medium whitespace-nowrap',
        'ring-1 ring-inset [&_svg]:size-3.5 [&_svg]:shrink-0',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

/**
 * Badge colour per application status. Each status gets its own hue; "contacted" is amber because it reads as
 * "in progress, awaiting a reply", not as an error.
 */
export const applicationStatusVariant = {
  applied: 'info',
  shortlisted: 'accent',
  contacted: 'warning',
  rejected: 'danger',
  hired: 'success',
  withdrawn: 'neutral',
  closed: 'neutral',
} as const satisfies Record<ApplicationStatus, BadgeVariant>;

export type JobStatus = 'active' | 'inactive';

export const jobStatusVariant = {
  active: 'success',
  inactive: 'neutral',
} as const satisfies Record<JobStatus, BadgeVariant>;

/** Both maps in one, for views that show application and job statuses side by side. */
export const statusVariant = { ...applicationStatusVariant, ...jobStatusVariant } as const;
