import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApplicationDetailSchema, type RejectionRequestInput } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { fleetKeys } from '../fleet/fleet-keys.ts';
import { partnersKeys } from './partners-keys.ts';

/**
 * Staff's decisions on a partner application. Both mark every application query stale (the queue's
 * counts); approving also makes a company and its first driver, so the fleet's lists too.
 */
export function useApprovePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`/api/admin/partner_applications/${id}/approve/`, undefined, partnerApplicationDetailSchema),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: partnersKeys.all }), queryClient.invalidateQueries({ queryKey: fleetKeys.all })]);
    },
  });
}

export function useRejectPartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RejectionRequestInput }) =>
      apiPost(`/api/admin/partner_applications/${id}/reject/`, body, partnerApplicationDetailSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKeys.all }),
  });
}
