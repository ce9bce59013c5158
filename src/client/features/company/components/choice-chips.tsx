import { Check } from 'lucide-react';
import { cn } from '@client/lib/cn';

interface ChoiceChipsProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** A multiple choice from a fixed list, as toggle chips (`aria-pressed`) inside a fieldset. */
export function ChoiceChips({ legend, hint, options, value, onChange }: ChoiceChipsProps) {
  const selected = new Set(value);
  const toggle = (item: string) =>
    onChange(selected.has(item) ? value.filter((v) => v !== item) : [...value, item]);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm leading-5 font-medium text-ink">
        {legend}
        {value.length > 0 ? (
          <span className="ml-2 text-xs font-normal text-muted">{value.length} selected</span>
        ) : null}
      </legend>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const isSelected = selected.has(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isSelected}
              onClick={() => toggle(option)}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium',
                'transition-[background-color,border-color,color] duration-150 [&_svg]:size-3.5 [&_svg]:shrink-0',
                isSelected
                  ? 'border-ink bg-ink text-white hover:bg-ink-hover'
                  : 'border-hairline bg-card text-body hover:border-control hover:bg-sunken',
              )}
            >
              {isSelected ? <Check aria-hidden /> : null}
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
