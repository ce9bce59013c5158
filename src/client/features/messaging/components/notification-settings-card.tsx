// On /settings: e-mail per kind of notification (immediately, daily digest, off; interviews too, decision 039)
// and the people one blocked.
import { Ban } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCompanyMay } from '@client/components/company-role';
import { toast } from '@client/components/ui/toaster';
import {
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  EMAIL_PREFERENCE_KINDS,
  NOTIFICATION_KIND_LABELS,
  type EmailMode,
} from '@shared/schemas/messaging';
import { useBlocks, usePreferences, useSavePreferences, useUnblock } from '../api/messaging-queries';

const MODE_OPTIONS = EMAIL_MODES.map((mode) => ({ value: mode, label: EMAIL_MODE_LABELS[mode] }));

/** Rendered inside the settings page's own section frame (passed in, so this feature stays on its own). */
export function NotificationSettings() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  if (preferences.isPending) return <Skeleton className="h-40 w-full" />;
  if (preferences.isError)
    return <p className="text-sm text-muted">We couldn’t load your e-mail settings.</p>;
  // The server answers with this account's own kinds only (advisors get no mentions, companies no match mail).
  const modes = preferences.data;
  const kinds = EMAIL_PREFERENCE_KINDS.filter((kind) => modes[kind] !== undefined);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label="E-mail per notification">
        {kinds.map((kind) => (
          <li key={kind} className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between">
            <label htmlFor={`email-mode-${kind}`} className="text-sm font-medium text-ink">
              {NOTIFICATION_KIND_LABELS[kind]}
            </label>
            <NativeSelect
              id={`email-mode-${kind}`}
              wrapperClassName="sm:w-48"
              value={modes[kind]}
              options={MODE_OPTIONS}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate(
                  { [kind]: event.target.value as EmailMode },
                  {
                    onSuccess: () => toast.success('E-mail settings saved'),
                    onError: () => toast.error('Not saved', { description: 'Please try again.' }),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        The daily digest arrives at 8:00 in the morning in your time zone (advisors: the one on your profile;
        companies: the one of your latest interview proposal; otherwise UTC).
      </p>
      <BlockedList />
    </div>
  );
}

function BlockedList() {
  // An interviewer takes no part in the company's conversations, so has no blocks to lift.
  const blocks = useBlocks(useCompanyMay()('messages'));
  const unblock = useUnblock();
  const items = blocks.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-hairline pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Ban aria-hidden className="size-4" />
        Blocked
      </h3>
      <ul aria-label="Blocked" className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.userId} className="flex items-center justify-between gap-2 text-sm">
            {item.name}
            <Button variant="outline" size="sm" onClick={() => unblock.mutate(item.userId)}>
              Unblock {item.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
