import { zagrebLocalToInstant } from '@vozimo/contract';

/** The instant a pickup happens: date and time are Zagreb wall-clock (spec section 9), stored as timestamptz. */
export function pickupInstant(pickupDate: string, pickupTime: string): Date {
  return zagrebLocalToInstant(pickupDate, pickupTime);
}

/** A booking cannot be for a moment that has passed: the contract's rule, which the forms' default pickup also follows. */
export { isPickupInPast } from '@vozimo/contract';
