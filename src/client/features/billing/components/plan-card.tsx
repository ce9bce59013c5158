import { useEffect, useState } from 'react';
import { Check, CircleCheck, Gem } from 'lucide-react';
import type { Plan } from '@shared/constants';
import type { PlanOffer } from '@shared/schemas/billing';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { UNAVAILABLE_BUTTON, unavailableExplanation } from '../lib/billing-format';

export interface PlanCardProps {
  plan: PlanOffer;
  recommended: boolean;
  currentPlan: Plan | null;
  supportEmail: string;
  /** Shown on the lifetime card while spots are left. */
  spotsLeft?: number;
}

/**
 * Opens a plan's checkout: a full page load, because it is Stripe's hosted Payment Link (or the local demo page).
 * The busy state ends if the visitor comes back with the browser's Back button (the page is restored from cache).
 */
function useCheckout() {
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setOpening(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const open = (url: string) => {
    setOpening(true);
    window.location.assign(url);
  };
  return { opening, open };
}

export function PlanCard({ plan, recommended, currentPlan, supportEmail, spotsLeft }: PlanCardProps) {
  const checkout = useCheckout();
  const titleId = `plan-${plan.id}-title`;
  const explanationId = `plan-${plan.id}-unavailable`;
  const lifetime = plan.id === 'lifetime';
  const soldOut = plan.unavailableReason === 'sold_out';
  // The recommendation is for someone choosing a first plan; a member's own plan is the one set apart.
  const showRecommended = recommended && currentPlan === null;
  const emphasized = plan.current || showRecommended;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-card border bg-card p-6 text-body shadow-soft sm:p-7',
        emphasized ? 'border-ink shadow-overlay ring-1 ring-ink' : 'border-hairline',
        lifetime && !emphasized && 'border-t-4 border-t-accent',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id={titleId} className="text-lg leading-7 font-semibold text-ink">
          {plan.name}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {plan.current ? (
            <Badge variant="success">
              <CircleCheck aria-hidden />
              Current plan
            </Badge>
          ) : null}
          {showRecommended ? <Badge className="bg-ink text-white ring-ink">Recommended</Badge> : null}
          {lifetime ? (
            <Badge variant="accent">
              <Gem aria-hidden />
              Early supporter
            </Badge>
          ) : null}
          {soldOut ? <Badge variant="neutral">Sold out</Badge> : null}
        </div>
      </div>

      <p className="mt-5 flex items-baseline gap-2">
        <span className="font-display text-5xl leading-none font-medium tracking-tight text-ink tabular-nums">
          {plan.price}
        </span>
        <span className="text-sm text-muted">{plan.intervalLabel}</span>
      </p>
      <div className="mt-3 flex min-h-6 flex-wrap items-center gap-2">
        {plan.note ? (
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs leading-5 font-medium',
              recommended ? 'bg-accent-soft text-accent-strong' : 'bg-sunken text-body',
            )}
          >
            {plan.note}
          </span>
        ) : null}
        {lifetime && !soldOut && spotsLeft !== undefined ? (
          <span className="text-xs font-medium text-accent-strong">{spotsLeft} spots left</span>
        ) : null}
      </div>

      <ul aria-label={`${plan.name} plan includes`} className="mt-6 flex flex-col gap-3 text-sm leading-6">
        {plan.features.map((feature) => (
          <li key={feature.id} className="flex gap-3">
            <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-strong" />
            <span>{feature.label}</span>
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-8">
        {plan.checkoutUrl ? (
          <Button
            size="lg"
            className="w-full"
            variant={recommended ? 'primary' : lifetime ? 'secondary' : 'outline'}
            loading={checkout.opening}
            onClick={() => plan.checkoutUrl && checkout.open(plan.checkoutUrl)}
          >
            {checkout.opening ? 'Opening checkout…' : `Choose ${plan.name}`}
          </Button>
        ) : (
          <>
            <Button
              size="lg"
              variant="outline"
              className="w-full"
              disabled
              aria-describedby={plan.unavailableReason ? explanationId : undefined}
            >
              {plan.unavailableReason ? UNAVAILABLE_BUTTON[plan.unavailableReason] : 'Unavailable'}
            </Button>
            {plan.unavailableReason ? (
              <p id={explanationId} className="mt-3 text-xs leading-5 text-muted">
                {unavailableExplanation(plan.unavailableReason, { plan: plan.id, currentPlan, supportEmail })}
              </p>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-6 shadow-soft sm:p-7">
      <Skeleton className="h-7 w-24" />
      <Skeleton className="h-12 w-32" />
      <div className="flex flex-col gap-3">
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-4 w-3/4" />
        ))}
      </div>
      <Skeleton className="mt-4 h-12 w-full" />
    </div>
  );
}
