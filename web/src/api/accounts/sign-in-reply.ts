import type { QueryClient } from '@tanstack/react-query';
import { currentUserSchema } from '@vozimo/contract';
import { authKeys } from '../../lib/auth/auth-keys.ts';
import { accountsKeys } from './accounts-keys.ts';

/**
 * After a call that signs the visitor in (accepting an invitation, setting a new password): the
 * server's session cookie is set, so the current user is the reply when it is one, else asked for.
 * Whatever another account of this browser had loaded is dropped first (the link's own page, of
 * this area, stays until it moves on).
 */
export async function takeSignedInUser(queryClient: QueryClient, reply: unknown): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accountsKeys.all[0] && query.queryKey[0] !== authKeys.all[0] });
  const user = currentUserSchema.safeParse(reply);
  if (user.success) queryClient.setQueryData(authKeys.currentUser(), user.data);
  else await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
}
