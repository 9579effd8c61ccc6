import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { accountsKeys } from './accounts-keys.ts';
import { takeSignedInUser } from './sign-in-reply.ts';

/** POST /api/password_reset/: the same answer whether or not an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => apiPost('/api/password_reset/', { email }) });
}

/**
 * GET /api/public/password_reset/?token=: whether the e-mailed link still works (404 when it is
 * unknown, used or expired). Asked once; the page shows the answer.
 */
export function passwordResetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountsKeys.passwordResetLink(token),
    queryFn: async ({ signal }) => {
      await apiGet(`/api/public/password_reset/?token=${encodeURIComponent(token)}`, undefined, { signal });
      return true as const;
    },
    staleTime: Infinity,
  });
}

/** POST /api/public/password_reset/confirm/: sets the password and signs the user in. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PasswordResetConfirm) => apiPost('/api/public/password_reset/confirm/', request),
    onSuccess: (reply, { token }) => {
      queryClient.removeQueries({ queryKey: accountsKeys.passwordResetLink(token) });
      return takeSignedInUser(queryClient, reply);
    },
  });
}
