import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyMarketplaceRecordSchema,
  offeredTripListSchema,
  offerPayoutPolicySchema,
  type OfferPayoutPolicyRequest,
} from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { offersKeys } from './offers-keys.ts';

/** GET /api/offers_at_risk/: offered trips nobody claimed with pickup within 48 hours, soonest first (staff). */
export function offersAtRiskQueryOptions() {
  return queryOptions({
    queryKey: offersKeys.atRisk(),
    queryFn: ({ signal }) => apiGet('/api/offers_at_risk/', offeredTripListSchema, { signal }),
    // Staff keep this open while they call companies: a claim elsewhere shows within the minute.
    refetchInterval: 60_000,
  });
}

/** GET /api/offer_payout_policy/: the automatic payout steps of unclaimed offers (staff). */
export function offerPayoutPolicyQueryOptions() {
  return queryOptions({
    queryKey: offersKeys.payoutPolicy(),
    queryFn: ({ signal }) => apiGet('/api/offer_payout_policy/', offerPayoutPolicySchema, { signal }),
  });
}

/** POST /api/offer_payout_policy/: the policy answered is the one kept. */
export function useSaveOfferPayoutPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferPayoutPolicyRequest) => apiPost('/api/offer_payout_policy/', body, offerPayoutPolicySchema),
    onSuccess: (policy) => queryClient.setQueryData(offersKeys.payoutPolicy(), policy),
  });
}

/** GET /api/company_marketplace_record/?company=ID: the company's last 90 days on the marketplace (staff). */
export function companyMarketplaceRecordQueryOptions(company: number) {
  return queryOptions({
    queryKey: offersKeys.companyRecord(company),
    queryFn: ({ signal }) =>
      apiGet(`/api/company_marketplace_record/?${new URLSearchParams({ company: String(company) })}`, companyMarketplaceRecordSchema, { signal }),
  });
}
