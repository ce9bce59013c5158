import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@client/lib/cn';

export const Tabs = TabsPrimitive.Root;

/** Underlined tabs on a hairline; the list scrolls sideways instead of wrapping on narrow screens. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full items-end gap-6 overflow-x-auto border-b border-hairline [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 border-b-2 border-transparent px-0.5',
        'text-sm font-medium whitespace-nowrap text-muted transition-[color,border-color] duration-150 hover:text-ink',
        'focus-visible:outline-offset-[-2px] focus-visible:rounded-sm',
        'data-[state=active]:border-ink data-[state=active]:text-ink',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 rounded-sm', className)} {...props} />;
}
