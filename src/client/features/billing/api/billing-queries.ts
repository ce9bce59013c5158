// queryOptions and hooks per billing endpoint. A purchase or a cancellation changes what every screen may show
// (the viewer's access, unlocked matches, pricing), so those invalidate every query, not only billing's.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionSummary, WeeklySuggestionsSetting } from '@shared/schemas/billing';
import { billingApi } from './billing-api';
import { billingKeys } from './billing-keys';

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.pricing(), queryFn: billingApi.getPricing });

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: billingApi.getSubscription,
    // The dialog shows the failure itself (with Try Again): one quiet retry is enough.
    retry: 1,
  });

export const matchAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.matchAnalytics(), queryFn: billingApi.getMatchAnalytics });

type PricingOptions = ReturnType<typeof pricingQueryOptions>;

export const usePricing = (options: Pick<PricingOptions, 'refetchInterval'> = {}) =>
  useQuery({ ...pricingQueryOptions(), ...options });

export const useSubscription = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled: options.enabled ?? true });

export const useMatchAnalytics = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...matchAnalyticsQueryOptions(), enabled: options.enabled ?? true });

export function useCancelAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: billingApi.cancelAutoRenew,
    onSuccess: async (result) => {
      queryClient.setQueryData<SubscriptionSummary>(billingKeys.subscription(), (summary) =>
        summary ? { ...summary, subscription: result.subscription } : summary,
      );
      // The viewer's access (cancelAtPeriodEnd) and which plans can be bought both changed.
      await queryClient.invalidateQueries();
    },
  });
}

/**
 * The weekly e-mail switch. The server has no read of this setting yet, so the value written last in this session is
 * kept under its key (re-reading it keeps it, so invalidating everything does not reset it); until the first write
 * the switch shows the server's default, on.
 */
export const WEEKLY_SUGGESTIONS_DEFAULT = true;

export function useWeeklySuggestions() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: billingKeys.weeklySuggestions(),
    queryFn: (): Promise<WeeklySuggestionsSetting> => billingApi.getWeeklySuggestions(),
  });
  const mutation = useMutation({
    mutationFn: billingApi.setWeeklySuggestions,
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.weeklySuggestions(), saved),
  });
  const stored = setting.data?.enabled ?? WEEKLY_SUGGESTIONS_DEFAULT;
  return {
    // While saving, the switch already shows the value being written.
    enabled: mutation.isPending && mutation.variables ? mutation.variables.enabled : stored,
    mutation,
  };
}
