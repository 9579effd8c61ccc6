import { OFFER_TRIP_MESSAGES, type TripStatus } from '@vozimo/contract';

/** What deciding whether a trip can be offered to drivers needs to know about it. */
export interface OfferCandidate {
  status: TripStatus;
  driverId: number | null;
  vehicleId: number | null;
  /** The company that claimed the trip or that staff assigned it to. */
  companyId: number | null;
  offerDrivers: boolean;
  pickupAt: Date;
}

/** Booked trips not yet ridden: the ones a driver company can still take on. */
const OFFERABLE_STATUSES: ReadonlySet<TripStatus> = new Set(['pending_payment', 'confirmed']);

/**
 * Why a trip cannot be offered to drivers now, or null when it can (spec section 4: a trip with no
 * driver and no vehicle can be offered). A quote is not a booking yet, and a closed or past trip
 * has nothing left to drive.
 */
export function offerRefusal(trip: OfferCandidate, now: Date): string | null {
  if (trip.status === 'draft') return OFFER_TRIP_MESSAGES.draft;
  if (!OFFERABLE_STATUSES.has(trip.status)) return OFFER_TRIP_MESSAGES.closed;
  if (trip.driverId !== null || trip.vehicleId !== null) return OFFER_TRIP_MESSAGES.assigned;
  if (trip.companyId !== null) return OFFER_TRIP_MESSAGES.claimed;
  if (trip.offerDrivers) return OFFER_TRIP_MESSAGES.alreadyOffered;
  if (trip.pickupAt.getTime() <= now.getTime()) return OFFER_TRIP_MESSAGES.pickupPassed;
  return null;
}
