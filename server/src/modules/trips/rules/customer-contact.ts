import { CUSTOMER_CONTACT_HOURS, type TripStatus } from '@vozimo/contract';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the driver side of a trip (its assigned driver, the company's driver admins) sees the
 * customer's name and phone now: a booked trip, from 24 hours before pickup, when its driver and
 * vehicle are final (spec section 9), until 24 hours after it, for a lost bag or a late question.
 * A quote has no driver yet; a canceled trip needs none. Real hours around the pickup instant, so a
 * clock change does not shorten the window. ADR 0046.
 */
export function customerContactShownToDriver(trip: { status: TripStatus; pickupAt: Date }, now: Date): boolean {
  if (trip.status === 'draft' || trip.status === 'canceled') return false;
  const pickup = trip.pickupAt.getTime();
  const from = pickup - CUSTOMER_CONTACT_HOURS.beforePickup * HOUR_MS;
  const until = pickup + CUSTOMER_CONTACT_HOURS.afterPickup * HOUR_MS;
  return now.getTime() >= from && now.getTime() < until;
}
