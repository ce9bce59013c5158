// The one query-key factory of the billing feature; mutations invalidate by these keys.
export const billingKeys = {
  all: ['billing'] as const,
  pricing: () => [...billingKeys.all, 'pricing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  matchAnalytics: () => [...billingKeys.all, 'match-analytics'] as const,
  weeklySuggestions: () => [...billingKeys.all, 'weekly-suggestions'] as const,
};
