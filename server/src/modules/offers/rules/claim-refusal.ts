import { CLAIM_REFUSALS, type TripStatus } from '@vozimo/contract';

/** What deciding whether a company can claim a trip needs to know about it. */
export interface ClaimCandidate {
  status: TripStatus;
  offerDrivers: boolean;
  /** Set once a company claimed the trip (or staff assigned it to one). */
  companyId: number | null;
  pickupAt: Date;
}

/** Booked trips not yet ridden; a quote is never offered. */
const CLAIMABLE_STATUSES: ReadonlySet<TripStatus> = new Set(['pending_payment', 'confirmed']);

/**
 * Why the trip cannot be claimed now, or null when it can (ADR 0020): only an offered, open trip
 * that no company holds, with its pickup ahead. Decided under the trip's row lock, so of many
 * claims at once only the first finds it unclaimed; the others get `alreadyClaimed`.
 */
export function claimRefusal(trip: ClaimCandidate, now: Date): string | null {
  if (!trip.offerDrivers) return CLAIM_REFUSALS.notOffered;
  if (!CLAIMABLE_STATUSES.has(trip.status)) return CLAIM_REFUSALS.closed;
  if (trip.companyId !== null) return CLAIM_REFUSALS.alreadyClaimed;
  if (trip.pickupAt.getTime() <= now.getTime()) return CLAIM_REFUSALS.pickupPassed;
  return null;
}
