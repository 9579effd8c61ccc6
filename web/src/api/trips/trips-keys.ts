import type { TripStatus } from '@vozimo/contract';

/**
 * The trips area's query keys, in three families with prefixes of their own, so that a change marks
 * stale exactly what it touches: the signed-in lists and their statistics, a trip open in the trip
 * form, and the public trip page.
 */
export const tripsKeys = {
  /** The trips lists and their statistics: what a booking, an offer or a bank transfer changes. */
  lists: () => ['trips'] as const,
  list: (month: string, statuses: TripStatus[], page: number) => ['trips', 'list', { month, statuses, page }] as const,
  stats: (month: string) => ['trips', 'stats', { month }] as const,
  /** A saved trip in the trip form's fields; apart from lists(), so a save does not reload the form it came from. */
  forEditing: (tripId: number) => ['trip-for-editing', tripId] as const,
  /** Every public trip page's data. */
  publicTrips: () => ['public-trip'] as const,
  publicTrip: (reference: string, token: string) => ['public-trip', reference, token] as const,
};
