import { useEffect, useRef, useState } from 'react';
import { CalendarClock, CreditCard, ExternalLink, Gem, Receipt } from 'lucide-react';
import type { SubscriptionDetails } from '@shared/schemas/billing';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/deferred-dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useCancelAutoRenew, useSubscription } from '../api/billing-queries';
import { formatLongDate, hasPremiumExtras, PLAN_NAMES, statusLabel, statusTone } from '../lib/billing-format';
import { MatchAnalyticsPanel } from './match-analytics-panel';
import { WeeklySuggestionsSwitch } from './weekly-suggestions-switch';

export const LOAD_FAILED = 'Failed to load subscription details';
export const NO_SUBSCRIPTION = 'No active subscription found.';
const CANCEL_FALLBACK = 'Please try again in a moment.';

export interface SubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Match analytics and the weekly e-mail are advisor features. */
  isAdvisor: boolean;
}

/** The server's own words when it sent any; otherwise the spec's fallback. */
function cancelFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== 'INTERNAL' && error.message) {
    return error.message;
  }
  return CANCEL_FALLBACK;
}

const remainsActiveUntil = (iso: string | null) =>
  `Your subscription will remain active until ${iso ? formatLongDate(iso) : 'the end of the current period'}, ` +
  "then it won't renew.";

/** The subscription management dialog: plan, status, renewal or end date, cancelling auto-renew, billing portal. */
export function SubscriptionDialog({ open, onOpenChange, isAdvisor }: SubscriptionDialogProps) {
  const summary = useSubscription({ enabled: open });

  // Announce a failed load once per failure (the dialog also shows it in place, with Try Again).
  const { isError, errorUpdatedAt } = summary;
  useEffect(() => {
    if (open && isError) toast.error('Error', { description: LOAD_FAILED });
  }, [open, isError, errorUpdatedAt]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Manage subscription</DialogTitle>
          <DialogDescription>Your plan, its renewal, and billing.</DialogDescription>
        </DialogHeader>
        <div className="mt-6">
          {summary.isPending ? (
            <div aria-busy className="flex flex-col gap-3">
              <span role="status" className="sr-only">
                Loading subscription details…
              </span>
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-10 w-44" />
            </div>
          ) : summary.isError ? (
            <ErrorState
              className="py-8"
              message={LOAD_FAILED}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : summary.data.subscription ? (
            <SubscriptionDetailsView
              subscription={summary.data.subscription}
              portalUrl={summary.data.portalUrl}
              isAdvisor={isAdvisor}
            />
          ) : (
            <EmptyState
              className="py-8"
              icon={CreditCard}
              headingLevel="h3"
              title={NO_SUBSCRIPTION}
              description="Choose a plan on this page to unlock every match."
            />
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SubscriptionDetailsView({
  subscription,
  portalUrl,
  isAdvisor,
}: {
  subscription: SubscriptionDetails;
  portalUrl: string | null;
  isAdvisor: boolean;
}) {
  const lifetime = subscription.plan === 'lifetime';
  return (
    <div className="flex flex-col gap-6">
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

function AutoRenewSection({ subscription }: { subscription: SubscriptionDetails }) {
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
      onError: (error) => toast.error('Cancellation Failed', { description: cancelFailureMessage(error) }),
    });

  if (confirming) {
    return (
      <ConfirmCancel
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

/** The confirm step; focus starts on the safe choice, keeping auto-renew. */
function ConfirmCancel({
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
