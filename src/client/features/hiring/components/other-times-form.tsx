// "Ask for other times" (issue #29): nothing is sent on the first click; the advisor may suggest up to three times
// that suit them, in their own zone, and a short note, then sends. The company's mail and timeline carry both.
import { useId, useState } from 'react';
import type { InterviewOtherTimesInput } from '@shared/schemas/hiring';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';

export function OtherTimesForm({
  zone,
  busy,
  onSend,
  onCancel,
}: {
  /** The advisor's zone (the browser's): the suggested wall-clock times are in it. */
  zone: string;
  busy: boolean;
  onSend: (input: InterviewOtherTimesInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [times, setTimes] = useState(['', '', '']);
  const [note, setNote] = useState('');
  return (
    <form
      aria-label="Ask for other times"
      className="flex flex-col gap-3 rounded-control bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const suggestedTimes = times.filter(Boolean);
        void onSend({
          ...(note.trim() ? { message: note.trim() } : {}),
          ...(suggestedTimes.length > 0 ? { suggestedTimes, timeZone: zone } : {}),
        });
      }}
    >
      <p className="text-sm text-muted">
        Suggest times that suit you (optional, in your time zone, {zone}); the company proposes new ones.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {times.map((value, index) => (
          <div key={index} className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-time-${index}`} className="text-sm font-medium text-ink">
              Suggested time {index + 1}
            </label>
            <Input
              id={`${id}-time-${index}`}
              type="datetime-local"
              value={value}
              onChange={(event) =>
                setTimes(times.map((time, n) => (n === index ? event.target.value : time)))
              }
            />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          Note to the company (optional)
        </label>
        <Textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy}>
          Send request
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
