import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bulkPaymentListResponseSchema,
  bulkPaymentSchema,
  createBulkPaymentResponseSchema,
  markBulkPaymentPaidResponseSchema,
  pendingPaymentTripsResponseSchema,
} from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { pageParams } from '../../lib/page-params.ts';
import { markTripsStale } from '../trips/trips-keys.ts';
import { bulkPaymentsKeys } from './bulk-payments-keys.ts';

export const BANK_TRANSFERS_PAGE_SIZE = 50;

/** GET /api/pending_payment_trips/: the agent's trips waiting for a deposit, and those in recent bank transfers. */
export function pendingPaymentTripsQueryOptions() {
  return queryOptions({
    queryKey: bulkPaymentsKeys.pendingTrips(),
    queryFn: ({ signal }) => apiGet('/api/pending_payment_trips/', pendingPaymentTripsResponseSchema, { signal }),
  });
}

/** GET /api/bulk_payment/{id}/: one bank transfer with the bank details to pay it. */
export function bulkPaymentQueryOptions(bulkPaymentId: number) {
  return queryOptions({
    queryKey: bulkPaymentsKeys.detail(bulkPaymentId),
    queryFn: ({ signal }) => apiGet(`/api/bulk_payment/${bulkPaymentId}/`, bulkPaymentSchema, { signal }),
  });
}

/** GET /api/bulk_payments/ (staff): every bank transfer, unpaid first, one page at a time. */
export function bulkPaymentsListQueryOptions(page: number) {
  const params = new URLSearchParams(pageParams(page, BANK_TRANSFERS_PAGE_SIZE));
  return queryOptions({
    queryKey: bulkPaymentsKeys.list(page),
    queryFn: ({ signal }) => apiGet(`/api/bulk_payments/?${params}`, bulkPaymentListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A bank transfer changes its trips too: the payments table and every screen that shows trips. */
function markTransfersAndTripsStale(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: bulkPaymentsKeys.all }), markTripsStale(queryClient)]);
}

/** POST /api/bulk_payment/: one bank transfer for the chosen trips. */
export function useCreateBulkPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripIds: number[]) => apiPost('/api/bulk_payment/', { trip_ids: tripIds }, createBulkPaymentResponseSchema),
    // Whatever the answer: a failure (409) usually means the list on screen was outdated.
    onSettled: () => markTransfersAndTripsStale(queryClient),
  });
}

/** POST /api/bulk_payment/{id}/mark_paid/ (staff): the transfer arrived; its trips' deposits are paid. */
export function useMarkBulkPaymentPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bulkPaymentId: number) => apiPost(`/api/bulk_payment/${bulkPaymentId}/mark_paid/`, undefined, markBulkPaymentPaidResponseSchema),
    onSettled: () => markTransfersAndTripsStale(queryClient),
  });
}
