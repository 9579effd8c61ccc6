import type { QueryClient } from '@tanstack/react-query';
import type { TripStatus } from '@vozimo/contract';

/**
 * The trips area's query keys, in three families with prefixes of their own: the signed-in lists
 * and their statistics, the trips open in the trip form, and the public trip pages. Each of them
 * shows trips, so whatever changes a trip marks all three stale (markTripsStale).
 */
export const tripsKeys = {
  /** The trips lists and their statistics. */
  lists: () => ['trips'] as const,
  list: (month: string | null, statuses: TripStatus[], page: number, q = '') => ['trips', 'list', { month, statuses, page, q }] as const,
  stats: (month: string) => ['trips', 'stats', { month }] as const,
  /** The back office's trips: any trip found by staff, and one trip's record (under 'trips', so markTripsStale reaches them). */
  adminList: (params: { search: string; status: TripStatus | null; page: number }) => ['trips', 'admin', 'list', params] as const,
  adminRecord: (tripId: number) => ['trips', 'admin', 'record', tripId] as const,
  /** A trip as its driver side sees it (under 'trips', so markTripsStale reaches it too). */
  driverTrip: (tripId: number) => ['trips', 'driver-trip', tripId] as const,
  /** Every saved trip in the trip form's fields. */
  allForEditing: () => ['trip-for-editing'] as const,
  forEditing: (tripId: number) => ['trip-for-editing', tripId] as const,
  /** Every public trip page's data. */
  publicTrips: () => ['public-trip'] as const,
  publicTrip: (reference: string, token: string) => ['public-trip', reference, token] as const,
};

/**
 * After anything that changes a trip (a save, a booking, the Edit modal, an offer, a bank
 * transfer): every screen that shows trips reads them again. The ones on screen are fetched at
 * once, the rest when they are next shown; a trip open in the form is only marked, so it is never
 * reloaded under the user's typing (it is read afresh each time the form opens).
 */
export async function markTripsStale(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tripsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: tripsKeys.publicTrips() }),
    queryClient.invalidateQueries({ queryKey: tripsKeys.allForEditing(), refetchType: 'none' }),
  ]);
}
