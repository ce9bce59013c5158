import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** A white panel on a hairline. Header, content and footer share the horizontal padding; the card sets the gaps. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col gap-6 rounded-card border border-hairline bg-card py-6 text-body shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'p';

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Heading level that fits the page outline; defaults to `h3`. */
  as?: HeadingTag;
}

export function CardTitle({ as: Tag = 'h3', className, ...props }: CardTitleProps) {
  return <Tag className={cn('text-base leading-6 font-semibold text-ink', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm leading-6 text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap items-center gap-3 px-6', className)} {...props} />;
}
