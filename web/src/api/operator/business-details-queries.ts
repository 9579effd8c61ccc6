import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { businessDetailsSchema, type BusinessDetailsRequest } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { bulkPaymentsKeys } from '../bulk-payments/bulk-payments-keys.ts';
import { operatorKeys } from './operator-keys.ts';

/** GET /api/admin/business_details/: the operator's legal name, address, VAT number and support e-mail. */
export function businessDetailsQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.businessDetails(),
    queryFn: ({ signal }) => apiGet('/api/admin/business_details/', businessDetailsSchema, { signal }),
  });
}

/** POST /api/admin/business_details/: the checklist and the bank details' account holder change with it. */
export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessDetailsRequest) => apiPost('/api/admin/business_details/', body, businessDetailsSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorKeys.businessDetails(), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.setupChecklist() }),
        queryClient.invalidateQueries({ queryKey: bulkPaymentsKeys.bankDetails() }),
      ]);
    },
  });
}
