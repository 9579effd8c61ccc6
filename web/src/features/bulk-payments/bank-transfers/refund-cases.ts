import type { BulkPaymentTripOutcome } from '@vozimo/contract';

const REASONS: Record<Exclude<BulkPaymentTripOutcome['outcome'], 'confirmed'>, string> = {
  already_paid: 'its deposit had already been paid by card',
  paid_without_confirming: 'it no longer waited for its deposit (canceled)',
};

/**
 * The trips an arrived transfer paid without confirming them: money received twice or for a trip
 * that is off, which staff must refund. One sentence each, e.g. "VZ-7K3Q9A: its deposit had
 * already been paid by card."
 */
export function refundCases(outcomes: BulkPaymentTripOutcome[]): string[] {
  return outcomes.flatMap((o) => (o.outcome === 'confirmed' ? [] : [`${o.reference ?? `Trip ${o.trip_id}`}: ${REASONS[o.outcome]}.`]));
}
