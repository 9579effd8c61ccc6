import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/**
 * What the public trip page shows about card payment (the trips area receives it from the
 * composition root): which processor's form to show, its public key, and the payable intent to
 * resume, without the trips area reading payments tables.
 */
export function createTripCardPayment({ repo, processor }: { repo: PaymentsRepository; processor: CardProcessor }) {
  return {
    /** Whose form the page shows: Stripe's Payment Element, or the TEST MODE form. */
    processor: processor.name,
    /** Stripe's publishable key; null for the test processor. */
    publishableKey: processor.publishableKey,
    /**
     * The client secret of the trip's payable card payment for `depositCents` (the deposit it asks
     * now), so the form resumes it; null if none.
     */
    findPayableClientSecret: (tripId: number, depositCents: number) => repo.findPayableClientSecret(tripId, processor.name, depositCents),
  };
}

export type TripCardPayment = ReturnType<typeof createTripCardPayment>;
