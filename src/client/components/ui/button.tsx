import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-medium select-none ' +
  'transition-[color,background-color,border-color,box-shadow] duration-150 ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  // Ink text on brass: white on brass is only 3.1:1.
  primary: 'bg-accent text-ink shadow-soft hover:bg-accent-hover active:bg-accent-hover',
  secondary: 'bg-ink text-white shadow-soft hover:bg-ink-hover active:bg-ink-hover',
  outline: 'border border-hairline bg-card text-ink shadow-soft hover:border-control/60 hover:bg-sunken',
  ghost: 'text-ink hover:bg-sunken active:bg-hairline/60',
  danger: 'bg-danger text-white shadow-soft hover:bg-danger-hover active:bg-danger-hover',
  link: 'text-accent-strong underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 rounded-control px-3 text-sm [&_svg]:size-4',
  md: 'h-10 rounded-control px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 rounded-control px-6 text-base [&_svg]:size-5',
  icon: 'size-10 rounded-control [&_svg]:size-5',
};

// Links sit inline with text, so they keep the text size but drop the control box (height/padding).
const linkSizes: Record<ButtonSize, string> = {
  sm: 'rounded-sm text-sm [&_svg]:size-4',
  md: 'rounded-sm text-sm [&_svg]:size-4',
  lg: 'rounded-sm text-base [&_svg]:size-5',
  icon: 'rounded-sm [&_svg]:size-5',
};

export interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look as a class string, for `<Link className={buttonClasses({ variant: 'outline' })}>`. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonClassOptions = {}): string {
  return cn(base, variant === 'link' ? linkSizes[size] : sizes[size], variants[variant], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a router `<Link>`) with the button's look and props. */
  asChild?: boolean;
  /** Busy state: disables the button and shows a spinner before the label (pass the busy label as children). */
  loading?: boolean;
}

/**
 * `type` defaults to "button" so a button inside a form never submits by accident; pass `type="submit"` for the
 * submit button.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} aria-disabled={disabled || loading || undefined} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {children}
    </button>
  );
}
