import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerApplicationDetailSchema, type RejectionRequestInput } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { fleetKeys } from '../fleet/fleet-keys.ts';
import { partnersKeys } from './partners-keys.ts';

/**
 * Whatever a decision's answer, every application query is stale (the queue's counts; a refusal,
 * 409, means another staff member decided first, which the page shows once read again), and so are
 * the fleet's lists: an approval makes a company and its first driver, ours or the one that came first.
 */
const markApplicationsAndFleetStale = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: partnersKeys.all }), queryClient.invalidateQueries({ queryKey: fleetKeys.all })]);

/** Staff's decisions on a partner application: approve, or reject with a reason. */
export function useApprovePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`/api/admin/partner_applications/${id}/approve/`, undefined, partnerApplicationDetailSchema),
    onSettled: () => markApplicationsAndFleetStale(queryClient),
  });
}

export function useRejectPartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RejectionRequestInput }) =>
      apiPost(`/api/admin/partner_applications/${id}/reject/`, body, partnerApplicationDetailSchema),
    onSettled: () => markApplicationsAndFleetStale(queryClient),
  });
}
