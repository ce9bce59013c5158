import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/cn';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Announced to screen readers; not shown. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** For waits without a known layout; prefer `Skeleton` where the shape of the content is known. */
export function Spinner({ label = 'Loading…', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-muted', className)} {...props}>
      <LoaderCircle aria-hidden className={cn('animate-spin', sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
