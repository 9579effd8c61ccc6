import type { PaymentIntentStatus } from '@vozimo/contract';

/** Statuses in which the customer can still pay the intent with a card. */
export const PAYABLE_STATUSES: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export const isPayable = (status: PaymentIntentStatus) => PAYABLE_STATUSES.includes(status);

/** Where an intent can go from a status. Events may arrive late or twice; this keeps moves one-way. */
const NEXT: Record<PaymentIntentStatus, readonly PaymentIntentStatus[]> = {
  requires_payment_method: ['requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled'],
  requires_confirmation: ['requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled'],
  requires_action: ['requires_payment_method', 'requires_confirmation', 'processing', 'requires_capture', 'succeeded', 'canceled'],
  // A processing payment ends: it succeeds, fails back to requires_payment_method, or is canceled.
  processing: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'],
  requires_capture: ['processing', 'succeeded', 'canceled'],
  // Final: a late "processing" or "payment_failed" after success (out of order) changes nothing.
  succeeded: [],
  // We mark a payment canceled before the processor confirms the cancel (a new amount, a bank
  // transfer); if the customer paid it meanwhile, the processor's success is the truth: money was taken.
  canceled: ['succeeded'],
};

export function canMovePayment(from: PaymentIntentStatus, to: PaymentIntentStatus): boolean {
  return NEXT[from].includes(to);
}

/** The status a webhook event reports, for the event types the payments area acts on. */
export function statusOfEvent(type: string): PaymentIntentStatus | null {
  switch (type) {
    case 'payment_intent.succeeded':
      return 'succeeded';
    case 'payment_intent.processing':
      return 'processing';
    case 'payment_intent.payment_failed':
      return 'requires_payment_method';
    case 'payment_intent.canceled':
      return 'canceled';
    default:
      return null;
  }
}
