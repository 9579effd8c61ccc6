import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** One more try, soon: a failure the user waits for must show promptly (spec section 8's messages). */
const MAX_RETRIES = 1;
export const RETRY_DELAY_MS = 400;

/** A gateway or an overloaded server answers these while the API restarts: asking again may help. */
const PASSING_STATUSES = new Set([502, 503, 504]);

/** A fetch that never got an answer (offline, connection reset), also when wrapped with a screen's message. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof Error && error.cause instanceof TypeError;
}

/**
 * Retry what may pass (a network failure, a gateway's 502/503/504) once; never an answer that will
 * not change when asked again: a 4xx, the server's 500, or an answer that does not match the contract.
 * Each retry keeps the spinner up, so the failure message came 4–6 s late when every failure was retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return PASSING_STATUSES.has(error.status);
  return isNetworkFailure(error);
}

export interface QueryClientHooks {
  /** Called when any query or mutation gets a 401: the session ended, so the app can forget the user. */
  onUnauthorized?: () => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientHooks = {}): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
