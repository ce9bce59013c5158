import { Mail } from 'lucide-react';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/toaster';
import { useWeeklySuggestions } from '../api/billing-queries';

/** 'Weekly emailed suggestions' (annual and lifetime): the advisor's own on/off switch. */
export function WeeklySuggestionsSwitch() {
  const { enabled, mutation } = useWeeklySuggestions();
  const change = (next: boolean) =>
    mutation.mutate(
      { enabled: next },
      {
        onSuccess: ({ enabled: saved }) =>
          toast.success(saved ? 'Weekly suggestions on' : 'Weekly suggestions off', {
            description: saved
              ? 'New roles in your industries arrive by e-mail every Monday.'
              : 'You will no longer get the weekly e-mail.',
          }),
        onError: () =>
          toast.error('Could not change weekly suggestions', {
            description: 'Please try again in a moment.',
          }),
      },
    );
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex gap-3">
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor="weekly-suggestions" className="font-semibold">
            Weekly emailed suggestions
          </Label>
          <p id="weekly-suggestions-hint" className="text-xs leading-5 text-muted">
            New roles in your industries, e-mailed every Monday.
          </p>
        </div>
      </div>
      <Switch
        id="weekly-suggestions"
        checked={enabled}
        onCheckedChange={change}
        disabled={mutation.isPending}
        aria-describedby="weekly-suggestions-hint"
      />
    </div>
  );
}
