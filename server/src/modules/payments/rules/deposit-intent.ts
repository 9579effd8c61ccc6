import type { TripStatus } from '@vozimo/contract';

/** Why a trip cannot get a card payment now, or null when it can (checked in this order). */
export function depositRefusal(trip: { status: TripStatus; depositPaid: boolean; bulkPaymentId: number | null; depositGrossCents: number }): string | null {
  if (trip.depositPaid) return 'The deposit of this trip is already paid.';
  if (trip.bulkPaymentId !== null) return 'This trip is being paid by bank transfer.';
  if (trip.status !== 'pending_payment') return 'This trip is not waiting for a deposit.';
  if (trip.depositGrossCents <= 0) return 'This trip has no deposit to pay.';
  return null;
}

/**
 * The idempotency key of the `attempt`-th intent of a trip for `amountCents`. Two requests that
 * see the same payments compute the same key, so the processor answers both with one intent; a
 * changed deposit or a new attempt gets a new key.
 */
export function depositIdempotencyKey(tripId: number, amountCents: number, attempt: number): string {
  return `trip-${tripId}-deposit-${amountCents}-${attempt}`;
}
