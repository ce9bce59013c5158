// Billing: the pricing page (plans, lifetime spots, the weekly countdown, checkout) and the subscription dialog.
export { billingKeys } from './api/billing-keys';
export {
  pricingQueryOptions,
  subscriptionQueryOptions,
  usePricing,
  useSubscription,
} from './api/billing-queries';
export { PricingPage } from './components/pricing-page';
export { SubscriptionDialog } from './components/subscription-dialog';
