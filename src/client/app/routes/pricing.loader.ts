import type { PageQueries } from '../page-table';

/** What the pricing page shows. */
export const queries: PageQueries = async () => [
  (await import('@client/features/billing/api/billing-queries')).pricingQueryOptions(),
];
