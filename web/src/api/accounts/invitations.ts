import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  type AcceptInvitationRequest,
  type CreateInvitationRequest,
  type InvitationRole,
} from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { fleetKeys } from '../fleet/fleet-keys.ts';
import { accountsKeys } from './accounts-keys.ts';
import { takeSignedInUser } from './sign-in-reply.ts';

/** Invitations (issue 14): an admin invites an agent of its agency or a driver of its company. */

/** GET /api/invitations/?role=: the invitations of the caller's agency or company (staff: all). */
export function invitationListQueryOptions(role?: InvitationRole) {
  return queryOptions({
    queryKey: accountsKeys.invitationList(role),
    queryFn: ({ signal }) => apiGet(role ? `/api/invitations/?role=${role}` : '/api/invitations/', invitationListSchema, { signal }),
  });
}

// An invitation changes the lists that show who has an account: the invitations and the drivers.
const refreshInvitations = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: accountsKeys.invitations() }),
    queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  ]);

/** POST /api/invitations/: queues the e-mail with the single-use link. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInvitationRequest) => apiPost('/api/invitations/', request, invitationSchema),
    onSuccess: () => refreshInvitations(queryClient),
  });
}

/** POST /api/invitations/{id}/resend/: a new link and a new expiry; the old link stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => apiPost(`/api/invitations/${invitationId}/resend/`, undefined, invitationSchema),
    onSuccess: () => refreshInvitations(queryClient),
  });
}

/** POST /api/invitations/{id}/revoke/: the link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => apiPost(`/api/invitations/${invitationId}/revoke/`, undefined, invitationSchema),
    onSuccess: () => refreshInvitations(queryClient),
  });
}

/** GET /api/public/invitation/?token=: what the invitee sees before choosing a password (404 when the link is dead). */
export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountsKeys.invitationPreview(token),
    queryFn: ({ signal }) => apiGet(`/api/public/invitation/?token=${encodeURIComponent(token)}`, invitationPreviewSchema, { signal }),
    staleTime: Infinity,
  });
}

/** POST /api/public/accept_invitation/: creates the account and signs it in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) => apiPost('/api/public/accept_invitation/', request),
    onSuccess: (reply, { token }) => {
      queryClient.removeQueries({ queryKey: accountsKeys.invitationPreview(token) });
      return takeSignedInUser(queryClient, reply);
    },
  });
}
