/** The quotes area's query keys: the cached prices of round trips (a transfer's quote is kept by its form). */
export const quotesKeys = {
  all: ['quotes'] as const,
  roundTrips: () => ['quotes', 'round-trip'] as const,
  roundTrip: (roundTripId: number, passengers: number, poiId: number | null) =>
    ['quotes', 'round-trip', { roundTripId, passengers, poiId }] as const,
};
