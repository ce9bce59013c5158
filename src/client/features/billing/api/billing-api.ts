// The billing endpoints over the typed RPC client. Each call resolves with the contract type or throws ApiError.
import type {
  CancelResult,
  MatchAnalytics,
  Pricing,
  SubscriptionSummary,
  WeeklySuggestionsSetting,
} from '@shared/schemas/billing';
import { api, unwrap } from '@client/lib/api-client';

export const billingApi = {
  getPricing: (): Promise<Pricing> => unwrap(api.billing.pricing.$get()),
  getSubscription: (): Promise<SubscriptionSummary> => unwrap(api.billing.subscription.$get()),
  cancelAutoRenew: (): Promise<CancelResult> => unwrap(api.billing.subscription.cancel.$post()),
  getMatchAnalytics: (): Promise<MatchAnalytics> => unwrap(api.billing['match-analytics'].$get()),
  setWeeklySuggestions: (setting: WeeklySuggestionsSetting): Promise<WeeklySuggestionsSetting> =>
    unwrap(api.billing['weekly-suggestions'].$put({ json: setting })),
  getWeeklySuggestions: () => unwrap(api.billing['weekly-suggestions'].$get()),
};
