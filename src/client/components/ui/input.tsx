import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * The shared look of text-like controls (input, textarea, native select, select trigger). The focus ring hugs
 * the field (offset 0) and turns red together with the border when the field is `aria-invalid`. Text is 16px
 * below `sm` because iOS Safari zooms into any focused field with smaller text.
 */
export const controlClasses =
  'w-full min-w-0 rounded-control border border-control bg-card text-base text-ink shadow-soft sm:text-sm ' +
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted ' +
  'hover:border-ink/60 focus-visible:border-focus focus-visible:outline-offset-0 ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger ' +
  'disabled:cursor-not-allowed disabled:border-hairline disabled:bg-sunken disabled:text-muted disabled:shadow-none';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        'h-10 px-3 read-only:bg-sunken',
        'file:mr-3 file:h-full file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-ink',
        type === 'file' && 'px-0 py-0 file:border-r file:border-hairline file:px-3 hover:file:bg-sunken',
        className,
      )}
      {...props}
    />
  );
}
