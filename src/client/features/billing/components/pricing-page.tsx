import { lazy, Suspense, useEffect, useState } from 'react';
import { FlaskConical, Settings2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { billingKeys } from '../api/billing-keys';
import { usePricing } from '../api/billing-queries';
import { LifetimeBanner } from './lifetime-banner';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { useCheckoutReturn } from './use-checkout-return';

// Only subscribers open it, so its code (plan summary, weekly e-mail switch) loads on the first open.
const SubscriptionDialog = lazy(() =>
  import('./subscription-dialog').then((module) => ({ default: module.SubscriptionDialog })),
);

const RECOMMENDED_PLAN = 'annual';
/** After a checkout, how often and how long pricing is re-read while the payment's webhook may still be on its way. */
const AWAIT_PLAN_POLL_MS = 2000;
const AWAIT_PLAN_POLLS = 15;

export interface PricingPageProps {
  /** Match analytics and the weekly e-mail (in the subscription dialog) are advisor features. */
  isAdvisor: boolean;
}

/** /pricing: the lifetime banner with the weekly countdown, three plan cards, and the subscription dialog. */
export function PricingPage({ isAdvisor }: PricingPageProps) {
  const queryClient = useQueryClient();
  const returnedFromCheckout = useCheckoutReturn();
  const pricing = usePricing({
    refetchInterval: (query) =>
      returnedFromCheckout && !query.state.data?.currentPlan && query.state.dataUpdateCount < AWAIT_PLAN_POLLS
        ? AWAIT_PLAN_POLL_MS
        : false,
  });
  const [manageOpen, setManageOpen] = useState(false);
  // Stays mounted after the first open so closing can animate and reopening is instant.
  const [manageOpened, setManageOpened] = useState(false);
  if (manageOpen && !manageOpened) setManageOpened(true);
  const currentPlan = pricing.data?.currentPlan ?? null;

  // A plan that showed up only after polling also changes the viewer and the matches: refetch those too.
  useEffect(() => {
    if (returnedFromCheckout && currentPlan) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== billingKeys.all[0] });
    }
  }, [returnedFromCheckout, currentPlan, queryClient]);

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <p className="text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">Pricing</p>
          {/* Each role reads the plans meant for it (decision 038): a company's upgrade paths land here too. */}
          <h1 className="font-display text-4xl leading-tight font-medium tracking-tight">
            {isAdvisor ? 'Unlock every match' : 'Open every advisor profile'}
          </h1>
          <p className="text-[0.9375rem] leading-7 text-muted">
            {isAdvisor
              ? 'Free accounts see full details for their top 2 matches, and every advisor can save searches with e-mail alerts. Every plan unlocks all job matches in full, with the reasons behind each score, and every role in your alerts.'
              : 'Free company accounts open 2 advisor profiles from search. Inviting advisors from search, and reviewing and messaging your applicants, stay free. Every plan opens every advisor profile in full.'}
          </p>
        </div>
        {currentPlan ? (
          <Button variant="outline" onClick={() => setManageOpen(true)} className="self-start md:self-auto">
            <Settings2 aria-hidden />
            Manage subscription
          </Button>
        ) : null}
      </header>

      {pricing.isPending ? (
        <div aria-busy className="mt-10 flex flex-col gap-10">
          <span role="status" className="sr-only">
            Loading plans…
          </span>
          <Skeleton className="h-56 w-full rounded-card lg:h-44" />
          <div className="mx-auto grid w-full max-w-xl gap-6 lg:max-w-none lg:grid-cols-3">
            <PlanCardSkeleton />
            <PlanCardSkeleton />
            <PlanCardSkeleton />
          </div>
        </div>
      ) : pricing.isError ? (
        <ErrorState
          className="mt-10"
          message="We couldn’t load the plans right now. Please try again."
          onRetry={() => void pricing.refetch()}
          retrying={pricing.isFetching}
        />
      ) : (
        <>
          {pricing.data.demoCheckout ? (
            <p
              role="note"
              className="mt-8 flex gap-3 rounded-control border border-info/20 bg-info-soft px-4 py-3 text-sm leading-6 text-info"
            >
              <FlaskConical aria-hidden className="mt-1 size-4 shrink-0" />
              <span>
                <strong className="font-semibold">Demo checkout — no real payment.</strong> This server runs
                without Stripe keys: plan buttons open a local demo page and no card is charged.
              </span>
            </p>
          ) : null}
          <div className="mt-8">
            <LifetimeBanner pricing={pricing.data} />
          </div>
          <div className="mx-auto mt-10 grid w-full max-w-xl gap-6 lg:max-w-none lg:grid-cols-3 lg:items-stretch">
            {pricing.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                recommended={plan.id === RECOMMENDED_PLAN}
                currentPlan={pricing.data.currentPlan}
                supportEmail={pricing.data.supportEmail}
                spotsLeft={plan.id === 'lifetime' ? pricing.data.lifetimeSpotsLeft : undefined}
              />
            ))}
          </div>
          <p className="mt-10 text-center text-sm leading-6 text-muted">
            Prices in US dollars. Questions about billing? Write to{' '}
            <a
              href={`mailto:${pricing.data.supportEmail}`}
              className="font-medium text-ink underline underline-offset-4 hover:text-accent-strong"
            >
              {pricing.data.supportEmail}
            </a>
            .
          </p>
        </>
      )}

      {manageOpened ? (
        <Suspense fallback={null}>
          <SubscriptionDialog open={manageOpen} onOpenChange={setManageOpen} isAdvisor={isAdvisor} />
        </Suspense>
      ) : null}
    </main>
  );
}
