import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { SubscriptionDetails } from '@shared/schemas/billing';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { messageOf } from '@client/lib/form-errors';
import { useCancelAutoRenew } from '../../api/billing-queries';
import { formatLongDate } from '../../lib/billing-format';
import { ConfirmCancelAutoRenew } from './confirm-cancel-auto-renew';

// The server's own words when it sent any; otherwise the spec's fallback.
const CANCEL_FALLBACK = 'Please try again in a moment.';

const remainsActiveUntil = (iso: string | null) =>
  `Your subscription will remain active until ${iso ? formatLongDate(iso) : 'the end of the current period'}, ` +
  "then it won't renew.";

/** Auto-renew: on (with Cancel auto-renew and its confirm step), off (until when), or a lifetime plan's note. */
export function AutoRenewSection({ subscription }: { subscription: SubscriptionDetails }) {
  const cancel = useCancelAutoRenew();
  const [confirming, setConfirming] = useState(false);

  if (subscription.plan === 'lifetime') {
    return (
      <p className="flex gap-3 text-sm leading-6 text-body">
        <CalendarClock aria-hidden className="mt-1 size-4 shrink-0 text-accent-strong" />
        Lifetime access never renews, so there is nothing to cancel and you will never be charged again.
      </p>
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-control bg-sunken px-4 py-3 text-sm leading-6 text-body"
      >
        <CalendarClock aria-hidden className="mt-1 size-4 shrink-0 text-ink" />
        <p>
          <span className="font-semibold text-ink">Auto-renew is off.</span>{' '}
          {remainsActiveUntil(subscription.endsAt ?? subscription.currentPeriodEnd)}
        </p>
      </div>
    );
  }

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success('Auto-renew disabled', {
          description: remainsActiveUntil(result.currentPeriodEnd ?? result.subscription.endsAt),
        });
      },
      onError: (error) =>
        toast.error('Cancellation Failed', { description: messageOf(error, CANCEL_FALLBACK) }),
    });

  if (confirming) {
    return (
      <ConfirmCancelAutoRenew
        subscription={subscription}
        busy={cancel.isPending}
        onKeep={() => setConfirming(false)}
        onConfirm={confirm}
      />
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm leading-6 text-body">
        <span className="font-semibold text-ink">Auto-renew is on.</span> Turn it off any time: you keep
        access until the end of the period you paid for.
      </p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Cancel auto-renew
      </Button>
    </div>
  );
}
