import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { buttonClasses } from './button';
import { DialogOverlay } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  right:
    'inset-y-0 right-0 border-l data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
  left: 'inset-y-0 left-0 border-r data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
} as const;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: keyof typeof sides;
  hideCloseButton?: boolean;
}

/**
 * A full-height panel sliding in from the side (the mobile navigation). Modal like a dialog: focus is trapped
 * and Escape or a tap on the overlay closes it. Always render a `SheetTitle` (it may be `sr-only`).
 */
export function SheetContent({
  side = 'right',
  hideCloseButton = false,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex h-dvh w-[85%] max-w-sm flex-col gap-4 overflow-y-auto overscroll-contain',
          'border-hairline bg-card p-6 text-body shadow-overlay',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className={buttonClasses({
              variant: 'ghost',
              size: 'icon',
              className: 'absolute top-4 right-4 size-8 text-muted hover:text-ink [&_svg]:size-4',
            })}
          >
            <X aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg leading-7 font-semibold text-ink', className)} {...props} />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm leading-6 text-muted', className)} {...props} />;
}
