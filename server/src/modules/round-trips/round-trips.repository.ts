import { and, asc, eq, inArray } from 'drizzle-orm';
import { places, pointsOfInterest, roundTripPrices, roundTrips, vehicleTypes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export interface RoundTripRecord {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  distanceM: number;
  photos: string[];
  startPlace: typeof places.$inferSelect;
  /** The optional stop; null when the round trip offers none. */
  stop: { poiId: number; name: string; priceCents: number; minutes: number } | null;
  /** Fixed base prices by vehicle type, only the types it is offered in. */
  prices: { vehicleTypeId: number; vehicleTypeName: string; maxPassengers: number; basePriceCents: number }[];
}

export function createRoundTripsRepository(db: Database) {
  async function load(onlyId: number | null): Promise<RoundTripRecord[]> {
    const rows = await db
      .select({ trip: roundTrips, place: places, stopName: pointsOfInterest.name })
      .from(roundTrips)
      .innerJoin(places, eq(places.id, roundTrips.startPlaceId))
      .leftJoin(pointsOfInterest, eq(pointsOfInterest.id, roundTrips.stopPoiId))
      .where(onlyId === null ? eq(roundTrips.isActive, true) : and(eq(roundTrips.isActive, true), eq(roundTrips.id, onlyId)))
      .orderBy(asc(roundTrips.name), asc(roundTrips.id));
    if (rows.length === 0) return [];
    const priceRows = await db
      .select({
        roundTripId: roundTripPrices.roundTripId,
        vehicleTypeId: roundTripPrices.vehicleTypeId,
        vehicleTypeName: vehicleTypes.name,
        maxPassengers: vehicleTypes.maxPassengers,
        basePriceCents: roundTripPrices.basePriceCents,
      })
      .from(roundTripPrices)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, roundTripPrices.vehicleTypeId))
      .where(inArray(roundTripPrices.roundTripId, rows.map((r) => r.trip.id)))
      .orderBy(asc(roundTripPrices.basePriceCents), asc(roundTripPrices.vehicleTypeId));
    return rows.map(({ trip, place, stopName }) => ({
      id: trip.id,
      name: trip.name,
      description: trip.description,
      durationMinutes: trip.durationMinutes,
      distanceM: trip.distanceM,
      photos: trip.photos,
      startPlace: place,
      // The table's check keeps the three stop columns all set or all null.
      stop:
        trip.stopPoiId !== null && trip.stopPriceCents !== null && trip.stopDurationMinutes !== null
          ? { poiId: trip.stopPoiId, name: stopName ?? '', priceCents: trip.stopPriceCents, minutes: trip.stopDurationMinutes }
          : null,
      prices: priceRows.filter((p) => p.roundTripId === trip.id).map(({ roundTripId: _id, ...price }) => price),
    }));
  }

  return {
    listActive: () => load(null),
    async findActive(id: number): Promise<RoundTripRecord | null> {
      return (await load(id))[0] ?? null;
    },
  };
}

export type RoundTripsRepository = ReturnType<typeof createRoundTripsRepository>;
