import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TIMINGS } from '@shared/constants';
import { cn } from '@client/lib/cn';

/**
 * Shares the open delay between tooltips inside it. Optional: every `Tooltip` brings its own provider, so the app
 * root does not have to load Radix Tooltip (and its positioning engine) on pages without tooltips.
 */
export function TooltipProvider({
  delayDuration = TIMINGS.tooltipDelayMs,
  skipDelayDuration = TIMINGS.tooltipSkipDelayMs,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (a button or link); it becomes the trigger. */
  children: ReactElement;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  align?: ComponentProps<typeof TooltipPrimitive.Content>['align'];
  className?: string;
}

/**
 * A short hint on hover and keyboard focus. Tooltips are supplementary: never put the only label of a control in
 * one (icon buttons still need `aria-label`).
 */
export function Tooltip({ content, children, side = 'top', align = 'center', className }: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            align={align}
            sideOffset={4}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-xs rounded-md bg-ink px-2 py-1 text-xs leading-5 text-white shadow-overlay',
              'data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in data-[state=closed]:animate-fade-out',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
