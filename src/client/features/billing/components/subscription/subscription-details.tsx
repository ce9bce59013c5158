import { ExternalLink, Receipt } from 'lucide-react';
import type { SubscriptionDetails } from '@shared/schemas/billing';
import { buttonClasses } from '@client/components/ui/button';
import { hasPremiumExtras } from '../../lib/billing-format';
import { MatchAnalyticsPanel } from '../match-analytics-panel';
import { WeeklySuggestionsSwitch } from '../weekly-suggestions-switch';
import { AutoRenewSection } from './auto-renew-section';
import { PlanSummary } from './plan-summary';

/** A subscription in the dialog: its summary, a payment warning, auto-renew, the billing portal, advisor extras. */
export function SubscriptionDetailsView({
  subscription,
  portalUrl,
  isAdvisor,
}: {
  subscription: SubscriptionDetails;
  portalUrl: string | null;
  isAdvisor: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PlanSummary subscription={subscription} />

      {subscription.status === 'past_due' ? (
        <p role="note" className="rounded-control bg-warning-soft px-4 py-3 text-sm leading-6 text-warning">
          Your last payment did not go through. Your plan stays active while the payment is retried; updating
          your payment method settles it.
        </p>
      ) : null}

      <AutoRenewSection subscription={subscription} />

      {portalUrl ? (
        <a href={portalUrl} className={buttonClasses({ variant: 'link', className: 'self-start' })}>
          <Receipt aria-hidden />
          Invoices & payment methods
          <ExternalLink aria-hidden />
        </a>
      ) : null}

      {isAdvisor && hasPremiumExtras(subscription.plan) ? (
        <div className="flex flex-col gap-6 border-t border-hairline pt-6">
          <WeeklySuggestionsSwitch />
          <MatchAnalyticsPanel />
        </div>
      ) : null}
    </div>
  );
}
