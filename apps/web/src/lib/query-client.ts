import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The app's one query cache. A module of its own so that a page's loader can start the page's reads while its chunk
 * loads (`pages.ts`), before anything renders.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (401/403/404/validation) will not change on retry.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
