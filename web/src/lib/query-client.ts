import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const MAX_RETRIES = 2;

/** Retry server hiccups and network failures, never a 4xx: asking again gets the same answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
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
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
