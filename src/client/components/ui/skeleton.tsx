import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * A placeholder block for content whose layout is known. Hidden from assistive tech: mark the loading region
 * itself with `aria-busy` (and a visually hidden "Loading…" if nothing else announces it).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-control bg-hairline', className)} {...props} />
  );
}
