import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adHocDriverResponseSchema, type AdHocDriverRequestParsed } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { fleetKeys } from './fleet-keys.ts';

/**
 * POST /api/create_ad_hoc_driver/. The driver and vehicle lists are refetched before the mutation
 * counts as done, so a form that selects the new ids finds them among the options.
 */
export function useCreateAdHocDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdHocDriverRequestParsed) => apiPost('/api/create_ad_hoc_driver/', body, adHocDriverResponseSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fleetKeys.drivers() }),
        queryClient.invalidateQueries({ queryKey: fleetKeys.vehicles() }),
      ]),
  });
}

export type CreateAdHocDriverMutation = ReturnType<typeof useCreateAdHocDriver>;
