/** The bulk payments area's query keys: the agent's trips to pay and the bank transfers. */
export const bulkPaymentsKeys = {
  all: ['bulk-payments'] as const,
  pendingTrips: () => ['bulk-payments', 'pending-trips'] as const,
  detail: (bulkPaymentId: number) => ['bulk-payments', 'detail', bulkPaymentId] as const,
  list: (page: number) => ['bulk-payments', 'list', { page }] as const,
  bankDetails: () => ['bulk-payments', 'bank-details'] as const,
};
