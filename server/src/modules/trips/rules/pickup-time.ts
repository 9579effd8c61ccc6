import { zagrebLocalToInstant } from '@vozimo/contract';

/** The instant a pickup happens: date and time are Zagreb wall-clock (spec section 9), stored as timestamptz. */
export function pickupInstant(pickupDate: string, pickupTime: string): Date {
  return zagrebLocalToInstant(pickupDate, pickupTime);
}

/** A booking cannot be for a moment that has passed (a pickup this very minute still counts as future). */
export function isPickupInPast(pickupAt: Date, now: Date): boolean {
  return pickupAt.getTime() < now.getTime() - (now.getTime() % 60_000);
}
