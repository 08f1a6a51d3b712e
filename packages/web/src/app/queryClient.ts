import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';

/** Retries only what may heal by itself: lost connections, timeouts and server errors, twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) {
    return false;
  }
  if (!isApiError(error)) {
    return true;
  }
  return error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
}

/** How long an answer counts as fresh: a page opened again within it asks nothing. */
export const FRESH_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: FRESH_MS },
      mutations: { retry: false },
    },
  });
}
