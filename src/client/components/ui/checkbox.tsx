import type { ComponentProps } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from '@client/lib/cn';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

/** Radix checkbox (supports `checked="indeterminate"`). Pair it with a `Label htmlFor` to its `id`. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-control',
        'bg-card text-white shadow-soft transition-[background-color,border-color] duration-150 hover:border-ink',
        'data-[state=checked]:border-ink data-[state=checked]:bg-ink',
        'data-[state=indeterminate]:border-ink data-[state=indeterminate]:bg-ink',
        'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check aria-hidden strokeWidth={3} className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <Minus
          aria-hidden
          strokeWidth={3}
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
