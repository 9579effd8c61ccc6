import type { CurrentUser } from '@vozimo/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client.ts';
import { authKeys } from './auth-keys.ts';
import { parseCurrentUser } from './parse-current-user.ts';

/**
 * The signed-in user, or null when signed out. Spec section 7: a 401 means "no user", and other
 * failures also yield no user, so this query never errors; pages decide whether to ask for sign-in.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return parseCurrentUser(await apiGet('/api/auth/', undefined, { signal }));
      } catch (error) {
        if (signal.aborted) throw error; // a cancelled fetch must not be cached as "signed out"
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** After a 401 anywhere: the session is gone, so protected pages send the user to sign in. */
export function forgetCurrentUser(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.currentUser(), null);
}
