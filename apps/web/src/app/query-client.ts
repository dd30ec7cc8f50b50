import { REQUEST_CACHE_SECONDS } from '@eform/core/constants';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http/api-error';

const MAX_RETRIES = 2;

/**
 * Refusals (4xx) are answers, not hiccups: retrying them cannot help. Offline, the service
 * worker's copy was the only chance: a retry would wait for the network and leave the screen
 * loading for good, so the screen shows its offline message instead.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Answers stay fresh 60 s (doc 1 §7). Load failures of lists are only logged (doc 1 §8); 401 and
 * 403 are handled in the api client.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => console.warn('Query failed', query.queryKey, error),
  }),
  defaultOptions: {
    queries: {
      staleTime: REQUEST_CACHE_SECONDS * 1000,
      retry: shouldRetry,
      // Offline the request still goes out: the service worker answers from its cache (issue
      // 22). With the default ('online') every query waited for the network, a spinner for good;
      // with 'offlineFirst' a retry planned online waited for it when the device went offline in
      // between (a reload that lost its signal: the shell's client info, issue 30). shouldRetry
      // decides instead: never offline, so a load without a copy fails at once.
      networkMode: 'always',
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
