import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bankDetailsSchema, type BankDetailsRequest } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { operatorKeys } from '../operator/operator-keys.ts';
import { bulkPaymentsKeys } from './bulk-payments-keys.ts';

/** GET /api/admin/bank_details/: the account every bank transfer is paid to. */
export function bankDetailsQueryOptions() {
  return queryOptions({
    queryKey: bulkPaymentsKeys.bankDetails(),
    queryFn: ({ signal }) => apiGet('/api/admin/bank_details/', bankDetailsSchema, { signal }),
  });
}

/** POST /api/admin/bank_details/: every open transfer modal shows the new details next time it loads; the setup checklist drops its step. */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankDetailsRequest) => apiPost('/api/admin/bank_details/', body, bankDetailsSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(bulkPaymentsKeys.bankDetails(), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bulkPaymentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.setupChecklist() }),
      ]);
    },
  });
}
