import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { CurrentRouter } from '@client/lib/still-on-page';
import type { AppRouter } from './router';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentRouter value={router}>
        <RouterProvider router={router} />
      </CurrentRouter>
    </QueryClientProvider>
  );
}
