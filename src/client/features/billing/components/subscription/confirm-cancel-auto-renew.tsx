import { useEffect, useRef } from 'react';
import type { SubscriptionDetails } from '@shared/schemas/billing';
import { Button } from '@client/components/ui/button';
import { formatLongDate, PLAN_NAMES } from '../../lib/billing-format';

/** The confirm step; focus starts on the safe choice, keeping auto-renew. */
export function ConfirmCancelAutoRenew({
  subscription,
  busy,
  onKeep,
  onConfirm,
}: {
  subscription: SubscriptionDetails;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  const until = subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd) : null;
  return (
    <section
      aria-labelledby="cancel-confirm-title"
      className="flex flex-col gap-4 rounded-card border border-danger/25 bg-danger-soft p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="cancel-confirm-title" className="text-sm font-semibold text-ink">
          Turn off auto-renew?
        </h3>
        <p className="text-sm leading-6 text-body">
          Your {PLAN_NAMES[subscription.plan]} plan stays active
          {until ? ` until ${until}` : ' until the end of the current period'}, then it won’t renew. You won’t
          be charged again.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="outline" onClick={onKeep} disabled={busy}>
          Keep auto-renew
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {busy ? 'Cancelling…' : 'Confirm cancellation'}
        </Button>
      </div>
    </section>
  );
}
