import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAccountSchema, type ChangePasswordRequest, type UpdateOwnAccountRequest } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { authKeys } from '../../lib/auth/auth-keys.ts';
import { accountsKeys } from './accounts-keys.ts';

/** Settings (issue 14): GET /api/account/, the signed-in user's own details. */
export function ownAccountQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.ownAccount(),
    queryFn: ({ signal }) => apiGet('/api/account/', ownAccountSchema, { signal }),
  });
}

/** POST /api/account/: name and e-mail; the current user (its name in the header) is asked again. */
export function useUpdateOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateOwnAccountRequest) => apiPost('/api/account/', request, ownAccountSchema),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountsKeys.ownAccount(), account);
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

/** POST /api/account/password/: the current password is checked; the account's other sessions end. */
export function useChangePassword() {
  return useMutation({ mutationFn: (request: ChangePasswordRequest) => apiPost('/api/account/password/', request) });
}
