import type { Database } from '../../platform/db/database.ts';
import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/**
 * What the public trip page shows about card payment (the trips area receives this in app.ts as
 * its TripCardPaymentPort): which processor's form to show, its public key, and the payable
 * intent to resume.
 */
export function createTripCardPayment({ db, processor }: { db: Database; processor: CardProcessor }) {
  const repo = createPaymentsRepository(db);
  return {
    processor: processor.name,
    publishableKey: processor.publishableKey,
    findPayableClientSecret: (tripId: number, depositCents: number) => repo.findPayableClientSecret(tripId, processor.name, depositCents),
  };
}
