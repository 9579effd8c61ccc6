import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPricingSchema,
  pricingExampleSchema,
  pricingHistorySchema,
  type PricingPreviewRequest,
  type PricingSettingsForm,
} from '@vozimo/contract';
import { apiFetch, apiGet, apiPost } from '../../lib/api-client.ts';
import { catalogueKeys } from '../catalogue/catalogue-keys.ts';
import { pricingKeys } from './pricing-keys.ts';

/** GET /api/admin/pricing/: the percentages, every type's tariff and the example they price. */
export function adminPricingQueryOptions() {
  return queryOptions({
    queryKey: pricingKeys.settings(),
    queryFn: ({ signal }) => apiGet('/api/admin/pricing/', adminPricingSchema, { signal }),
  });
}

/**
 * POST /api/admin/pricing/preview/: the example priced by the server with proposed figures (saves
 * nothing), so the screen never repeats the price rules. The last answer stays while the next loads.
 */
export function pricingPreviewQueryOptions(request: PricingPreviewRequest, enabled: boolean) {
  return queryOptions({
    queryKey: pricingKeys.preview(request),
    queryFn: ({ signal }) => apiFetch('/api/admin/pricing/preview/', { method: 'POST', body: request, signal }, pricingExampleSchema),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** GET /api/admin/pricing/history/: the latest pricing changes from the audit log. */
export function pricingHistoryQueryOptions(limit: number) {
  return queryOptions({
    queryKey: pricingKeys.history(limit),
    queryFn: ({ signal }) => apiGet(`/api/admin/pricing/history/?limit=${limit}`, pricingHistorySchema, { signal }),
  });
}

/** POST /api/admin/pricing/: the new percentages; the screen, its history and every price shown next are stale. */
export function useSavePricingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PricingSettingsForm) => apiPost('/api/admin/pricing/', settings, adminPricingSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(pricingKeys.settings(), saved);
      return Promise.all([queryClient.invalidateQueries({ queryKey: pricingKeys.all }), queryClient.invalidateQueries({ queryKey: catalogueKeys.all })]);
    },
  });
}
