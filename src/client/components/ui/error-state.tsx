import type { ComponentProps, ReactNode } from 'react';
import { CircleExclamationPoint, RotateCw } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { Button } from './button';

export interface ErrorStateProps extends ComponentProps<'div'> {
  /** A plain sentence; never a stack trace or an error code. */
  message?: ReactNode;
  /** Shows "Try Again" when given (typically the query's `refetch`). */
  onRetry?: () => void;
  /** Disables the button and shows it as busy while a retry runs. */
  retrying?: boolean;
}

/** The error state of a data view. `role="alert"` so the failure is announced when it replaces the content. */
export function ErrorState({
  message = 'Something went wrong while loading this. Please try again.',
  onRetry,
  retrying = false,
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-card border border-hairline bg-card px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleExclamationPoint aria-hidden className="size-6" />
      </span>
      <p className="max-w-prose text-sm leading-6 text-pretty text-body">{message}</p>
      {onRetry ? (
        <Button variant="outline" className="mt-6" onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCw aria-hidden />}
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
