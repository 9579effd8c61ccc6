import type { CardProcessor } from '@vozimo/contract';

/**
 * From the payments area (modules/payments/trip-card-payment.ts, wired in app.ts): what the public
 * trip page needs to show the card payment form, without the trips area reading payments tables.
 */
export interface TripCardPaymentPort {
  /** Whose form the page shows: Stripe's Payment Element, or the TEST MODE form. */
  processor: CardProcessor;
  /** Stripe's publishable key; null for the test processor. */
  publishableKey: string | null;
  /**
   * The client secret of the trip's payable card payment for `depositCents` (the deposit it asks
   * now), so the form resumes it; null if none.
   */
  findPayableClientSecret(tripId: number, depositCents: number): Promise<string | null>;
}
