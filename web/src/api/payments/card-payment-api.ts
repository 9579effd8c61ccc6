import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  createPaymentIntentResponseSchema,
  testCardConfirmResponseSchema,
  type TestCardConfirmRequest,
} from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { paymentsKeys } from './payments-keys.ts';

/**
 * POST /api/create-payment-intent/{trip_id}/?token=: the trip's open card payment. A query, not a
 * mutation, so a page rendered twice (React's strict mode, a remount) asks once; the server answers
 * the same open intent again anyway. A missing or empty clientSecret fails the schema, and so the call.
 */
export function paymentIntentQueryOptions(tripId: number, token: string) {
  return queryOptions({
    queryKey: paymentsKeys.intent(tripId, token),
    queryFn: () =>
      apiPost(`/api/create-payment-intent/${tripId}/?token=${encodeURIComponent(token)}`, undefined, createPaymentIntentResponseSchema),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** POST /api/test-processor/confirm/: the TEST MODE form's 'Pay now' (what stripe.confirmPayment is for Stripe). */
export function useConfirmTestCard() {
  return useMutation({
    mutationFn: (body: TestCardConfirmRequest) => apiPost('/api/test-processor/confirm/', body, testCardConfirmResponseSchema),
  });
}
