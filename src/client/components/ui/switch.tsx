import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@client/lib/cn';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/** Radix switch (role="switch"). Give it an accessible name: a `Label htmlFor` or `aria-label`. */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full transition-[background-color] duration-150',
        'bg-control data-[state=checked]:bg-ink disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-white shadow-soft transition-transform duration-150',
          'translate-x-0.5 data-[state=checked]:translate-x-4.5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
