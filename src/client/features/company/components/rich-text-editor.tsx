import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Bold, Italic, List, Pilcrow } from 'lucide-react';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import { applyFormat, type Format } from '../lib/rich-text';

const FORMATS: { format: Format; label: string; icon: typeof Bold }[] = [
  { format: 'paragraph', label: 'Paragraph', icon: Pilcrow },
  { format: 'bold', label: 'Bold', icon: Bold },
  { format: 'italic', label: 'Italic', icon: Italic },
  { format: 'list', label: 'Bulleted list', icon: List },
];

interface RichTextEditorProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A deliberately small rich-text editor: the HTML in a textarea, with buttons that wrap the selection in
 * paragraph, bold, italic or list markup. Fully keyboard-usable and readable by screen readers; the server keeps
 * only a safe set of formatting tags when the position is saved.
 */
export function RichTextEditor({ value, onChange, className, id, ref, ...props }: RichTextEditorProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  // The form library's ref (focus on error) and the editor's own (selection) both point at the textarea.
  const setRefs = (element: HTMLTextAreaElement | null) => {
    area.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  // The markup a button just inserted, to select once the new value is on screen. Applied in the same commit as
  // the value (a layout effect), never in a later frame: a deferred focus() could land after the user (or a
  // test) had already moved to another field, and whatever they typed next would replace the selected markup
  // here instead of going where they typed it (issue #21).
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection) return;
    pendingSelection.current = null;
    selectRange(area.current, selection);
  });

  const format = (kind: Format) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const inserted = applyFormat(kind, value.slice(start, end));
    const next = value.slice(0, start) + inserted + value.slice(end);
    // Back to the text with the new markup selected, so the next button (or typing) works on it.
    const selection = { start, end: start + inserted.length };
    if (next === value) {
      selectRange(element, selection);
      return;
    }
    pendingSelection.current = selection;
    onChange(next);
  };

  return (
    <div className="flex flex-col rounded-control">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className="flex items-center gap-1 rounded-t-control border border-b-0 border-control bg-sunken px-1.5 py-1"
      >
        {FORMATS.map(({ format: kind, label, icon: Icon }) => (
          <button
            key={kind}
            type="button"
            aria-label={label}
            title={label}
            onClick={() => format(kind)}
            className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-body hover:bg-card hover:text-ink"
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
      <Textarea
        ref={setRefs}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={8}
        spellCheck
        className={cn('rounded-t-none font-mono text-sm leading-6 sm:text-[0.8125rem]', className)}
        {...props}
      />
    </div>
  );
}

function selectRange(element: HTMLTextAreaElement | null, { start, end }: { start: number; end: number }) {
  element?.focus();
  element?.setSelectionRange(start, end);
}
