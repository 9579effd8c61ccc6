import type { AdminTripRecord } from '@vozimo/contract';
import { OfferToDriversButton } from './offer-to-drivers-button.tsx';
import { WithdrawOfferButton } from './withdraw-offer-button.tsx';

/** Booked and not over: the trips a company can still drive. */
const OPEN = new Set<AdminTripRecord['status']>(['pending_payment', 'confirmed']);

/**
 * On the back office's trip record (ADR 0056): Offer to drivers for an open trip nobody drives and
 * nobody was offered it, Withdraw offer while no company holds the offer; nothing otherwise (a
 * claimed trip goes back through the company's release, or staff reassign it in the trip form).
 * The server decides again; these only show what would be allowed.
 */
export function TripOfferActions({ trip }: { trip: AdminTripRecord }) {
  if (trip.offer_drivers) return trip.claimed_at === null ? <WithdrawOfferButton tripId={trip.trip_id} /> : null;
  if (OPEN.has(trip.status) && trip.driver === null && trip.vehicle === null) return <OfferToDriversButton tripId={trip.trip_id} />;
  return null;
}
