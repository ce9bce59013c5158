import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@client/lib/cn';

export interface ProgressProps extends Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max' | 'aria-label'
> {
  /** Percent complete, 0–100; values outside (or NaN) are clamped. */
  value: number;
  /** Accessible name, e.g. "Matching progress" or "Match score". */
  label: string;
  /** `ink` (default) for progress; `accent` for scores and highlights. */
  tone?: 'ink' | 'accent';
}

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function Progress({ value, label, tone = 'ink', className, ...props }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(current) => `${Math.round(current)}%`}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-hairline', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full rounded-full transition-transform duration-300 ease-out',
          tone === 'accent' ? 'bg-accent' : 'bg-ink',
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
