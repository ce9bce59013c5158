import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { controlClasses } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        controlClasses,
        'block min-h-20 resize-y px-3 py-2 leading-6 read-only:bg-sunken',
        className,
      )}
      {...props}
    />
  );
}
