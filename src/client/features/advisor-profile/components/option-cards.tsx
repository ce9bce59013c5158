import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@client/lib/cn';
import { FieldsetError, RequiredMark } from '@client/components/ui/field';

interface OptionCardsProps {
  legend: string;
  required?: boolean;
  error?: string | undefined;
  options: readonly { value: string; label: string; description?: string }[];
  /** `register(name)` of the field; each option is a native radio, so arrow keys move between them. */
  registration: UseFormRegisterReturn;
  columns?: 2 | 3;
}

/** A single-choice question as native radios styled as cards, inside a fieldset with a legend. */
export function OptionCards({
  legend,
  required = false,
  error,
  options,
  registration,
  columns = 3,
}: OptionCardsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm leading-5 font-medium text-ink">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={cn('mt-3 grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-control border border-hairline bg-card px-3.5 py-3 text-sm',
              'transition-[border-color,background-color] duration-150 hover:border-control',
              'has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-focus',
              error && 'border-danger/60',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-ink focus-visible:outline-none"
              {...registration}
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium text-ink">{option.label}</span>
              {option.description ? <span className="text-muted">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldsetError id={errorId} error={error} />
    </fieldset>
  );
}
