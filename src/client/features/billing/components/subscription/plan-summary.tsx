import { Gem } from 'lucide-react';
import type { SubscriptionDetails } from '@shared/schemas/billing';
import { Badge } from '@client/components/ui/badge';
import { formatLongDate, PLAN_NAMES, statusLabel, statusTone } from '../../lib/billing-format';

/** Plan, status, and when it renews or ends (a lifetime plan never renews). */
export function PlanSummary({ subscription }: { subscription: SubscriptionDetails }) {
  const lifetime = subscription.plan === 'lifetime';
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-card border border-hairline bg-surface p-4 sm:grid-cols-[1fr_1fr_auto]">
      <div className="flex flex-col gap-1">
        <dt className="text-xs font-medium text-muted">Plan</dt>
        <dd className="flex items-center gap-2 text-sm font-semibold text-ink">
          {PLAN_NAMES[subscription.plan]}
          {lifetime ? <Gem aria-label="Lifetime member" className="size-4 text-accent-strong" /> : null}
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="text-xs font-medium text-muted">Status</dt>
        <dd>
          <Badge variant={statusTone(subscription.status)}>{statusLabel(subscription.status)}</Badge>
        </dd>
      </div>
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <dt className="text-xs font-medium text-muted">
          {lifetime ? 'Renewal' : subscription.endsAt ? 'Ends on' : 'Renews on'}
        </dt>
        <dd className="text-sm font-medium whitespace-nowrap text-ink">
          {lifetime
            ? 'Never'
            : subscription.endsAt
              ? formatLongDate(subscription.endsAt)
              : subscription.renewsAt
                ? formatLongDate(subscription.renewsAt)
                : '—'}
        </dd>
      </div>
    </dl>
  );
}
