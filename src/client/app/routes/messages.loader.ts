import type { PageQueries } from '../page-table';

/** The first page of conversations. */
export const queries: PageQueries = async () => [
  (await import('@client/features/messaging/api/messaging-queries')).threadListQueryOptions(1),
];
