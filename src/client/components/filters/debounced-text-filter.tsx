import { useEffect, useState } from 'react';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';

/** Typing waits this long before the list (and the URL) follows. */
const TYPING_DEBOUNCE_MS = 350;

/**
 * A free-text filter of a search form (job search, advisor search): it commits after a pause in typing, or at once
 * on Enter, and follows the URL when it changes under the field (Clear Filters, back/forward).
 */
export function DebouncedTextFilter({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onCommit(draft.trim()), TYPING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          type="search"
          maxLength={100}
          autoComplete="off"
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit(draft.trim());
          }}
        />
      )}
    </Field>
  );
}
