import { centsToEuroString } from '@vozimo/contract';
import type { PaymentIntentEvent } from '../../../platform/payments/card-processor.ts';

type EventIntent = NonNullable<PaymentIntentEvent['intent']>;

/**
 * Why an event's intent does not match the payment we stored for it, or null when it does: the
 * amount and currency we asked for (and, for a success, received), and the trip in its metadata.
 * A mismatch is never applied: money that differs from the deposit must not confirm a trip.
 */
export function eventMismatch(
  payment: { tripId: number; amountCents: number; currency: string },
  intent: EventIntent,
  succeeded: boolean,
): string | null {
  const expected = `${centsToEuroString(payment.amountCents)} ${payment.currency}`;
  if (intent.currency.toLowerCase() !== payment.currency || intent.amountCents !== payment.amountCents) {
    return `The processor reports ${centsToEuroString(intent.amountCents)} ${intent.currency} for a payment of ${expected}.`;
  }
  if (succeeded && intent.amountReceivedCents !== payment.amountCents) {
    return `The processor reports ${centsToEuroString(intent.amountReceivedCents)} ${intent.currency} received for a payment of ${expected}.`;
  }
  const tripId = intent.metadata['trip_id'];
  if (tripId !== undefined && tripId !== String(payment.tripId)) {
    return `The processor reports the payment for trip ${tripId}, but it belongs to trip ${payment.tripId}.`;
  }
  return null;
}
