import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationAdminListSchema, okResponseSchema, userAdminSchema, userListSchema, type CreateStaffUserRequest } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { accountsKeys } from './accounts-keys.ts';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface UserListParams {
  search: string;
  role: string | null;
  active: string | null;
  page: number;
}

/** GET /api/admin/users/: a page of accounts with their role flags (staff). */
export function adminUsersQueryOptions(list: UserListParams) {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE), offset: String((list.page - 1) * ADMIN_USERS_PAGE_SIZE) });
  if (list.search) params.set('search', list.search);
  if (list.role) params.set('role', list.role);
  if (list.active) params.set('active', list.active);
  return queryOptions({
    queryKey: accountsKeys.userList(list),
    queryFn: ({ signal }) => apiGet(`/api/admin/users/?${params}`, userListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/invitations/: a page of invitations (pending by default on the screen). */
export function adminInvitationsQueryOptions(list: { search: string; status: string | null; page: number }) {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE), offset: String((list.page - 1) * ADMIN_USERS_PAGE_SIZE) });
  if (list.search) params.set('search', list.search);
  if (list.status) params.set('status', list.status);
  return queryOptions({
    queryKey: accountsKeys.adminInvitationList(list),
    queryFn: ({ signal }) => apiGet(`/api/admin/invitations/?${params}`, invitationAdminListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/users/: a staff account; its owner gets a set-password link by e-mail. */
export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffUserRequest) => apiPost('/api/admin/users/', body, userAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.users() }),
  });
}

/** POST /api/admin/users/{id}/set_active/: deactivating signs the account out everywhere. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, is_active }: { userId: number; is_active: boolean }) =>
      apiPost(`/api/admin/users/${userId}/set_active/`, { is_active }, userAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.users() }),
  });
}

/** POST /api/admin/users/{id}/set_admin/: an agent runs its agency, a driver its company, or stops. */
export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, is_admin }: { userId: number; is_admin: boolean }) => apiPost(`/api/admin/users/${userId}/set_admin/`, { is_admin }, userAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.users() }),
  });
}

/** POST /api/admin/users/{id}/send_password_reset/ */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (userId: number) => apiPost(`/api/admin/users/${userId}/send_password_reset/`, undefined, okResponseSchema),
  });
}
