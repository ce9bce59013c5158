import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Check, Plus, X } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { FieldsetError, FieldsetHint, RequiredMark } from '@client/components/ui/field';

export interface ChipOption {
  value: string;
  label: string;
}

interface ChipMultiSelectProps {
  legend: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  options: readonly ChipOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** Label of the free-text entry; omit to offer only the options. */
  customEntryLabel?: string;
  customEntryPlaceholder?: string;
  /** Receives the first chip so a failed submit can focus the group. */
  focusRef?: Ref<HTMLButtonElement>;
}

export const chipClasses = (selected: boolean) =>
  cn(
    'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium',
    'transition-[background-color,border-color,color] duration-150 [&_svg]:size-3.5 [&_svg]:shrink-0',
    selected
      ? 'border-ink bg-ink text-white hover:bg-ink-hover'
      : 'border-hairline bg-card text-body hover:border-control hover:bg-sunken',
  );

/**
 * A group of toggle chips (`aria-pressed`) inside a fieldset, with optional custom entries. Custom values that
 * match an option (case-insensitively) select that option instead of duplicating it.
 */
export function ChipMultiSelect({
  legend,
  required = false,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  customEntryLabel,
  customEntryPlaceholder,
  focusRef,
}: ChipMultiSelectProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const selected = new Set(value);
  const optionValues = new Set(options.map((option) => option.value));
  const customValues = value.filter((item) => !optionValues.has(item));
  const atCap = value.length >= LIMITS.listCap;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const toggle = (item: string) =>
    onChange(selected.has(item) ? value.filter((v) => v !== item) : [...value, item]);

  const addCustom = () => {
    const entry = draft.trim().replace(/\s+/g, ' ');
    if (!entry) return;
    const existing =
      options.find((option) => option.value.toLowerCase() === entry.toLowerCase())?.value ??
      value.find((item) => item.toLowerCase() === entry.toLowerCase());
    if (existing) {
      if (!selected.has(existing)) onChange([...value, existing]);
    } else if (!atCap) {
      onChange([...value, entry.slice(0, 60)]);
    }
    setDraft('');
  };

  const onEntryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  };

  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} className="min-w-0">
      <legend className="text-sm leading-5 font-medium text-ink">
        {legend}
        {required ? <RequiredMark /> : null}
        {value.length > 0 ? (
          <span className="ml-2 text-xs font-normal text-muted">{value.length} selected</span>
        ) : null}
      </legend>
      <FieldsetHint id={hintId} hint={hint} />
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option, index) => {
          const isSelected = selected.has(option.value);
          return (
            <button
              key={option.value}
              ref={index === 0 ? focusRef : undefined}
              type="button"
              aria-pressed={isSelected}
              disabled={!isSelected && atCap}
              onClick={() => toggle(option.value)}
              onBlur={onBlur}
              className={cn(chipClasses(isSelected), 'disabled:cursor-not-allowed disabled:opacity-50')}
            >
              {isSelected ? <Check aria-hidden /> : null}
              {option.label}
            </button>
          );
        })}
        {customValues.map((item) => (
          <span key={item} className={cn(chipClasses(true), 'cursor-default pr-1.5')}>
            {item}
            <button
              type="button"
              aria-label={`Remove ${item}`}
              onClick={() => toggle(item)}
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-white/80 hover:bg-white/15 hover:text-white"
            >
              <X aria-hidden />
            </button>
          </span>
        ))}
      </div>
      {customEntryLabel ? (
        <div className="mt-4 flex max-w-md flex-col gap-2">
          <label htmlFor={`${id}-custom`} className="text-sm text-muted">
            {customEntryLabel}
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-custom`}
              value={draft}
              maxLength={60}
              placeholder={customEntryPlaceholder}
              disabled={atCap}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onEntryKeyDown}
            />
            <Button variant="outline" onClick={addCustom} disabled={atCap || draft.trim() === ''}>
              <Plus aria-hidden />
              Add
            </Button>
          </div>
        </div>
      ) : null}
      <FieldsetError id={errorId} error={error} />
    </fieldset>
  );
}
