import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The spec's data-fetching defaults: gc 5 min, queries retried 3× with back-off capped at 30 s, mutations never. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        // A 4xx answer will not change on retry; only network failures and 5xx are retried.
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
