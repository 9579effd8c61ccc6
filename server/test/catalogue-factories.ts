import { poiCategories, pointsOfInterest, roundTripPrices, roundTrips } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';
import { uniqueName } from './factories.ts';
import { insertPlace } from './trip-factories.ts';

export async function insertPoiCategory(db: Database, values: Partial<typeof poiCategories.$inferInsert> = {}) {
  const [row] = await db
    .insert(poiCategories)
    .values({ name: uniqueName('Category'), color: 'green', ...values })
    .returning();
  return row!;
}

/** A point of interest; defaults to Omiš, on the coast road between Split and Dubrovnik. */
export async function insertPoi(db: Database, values: Partial<typeof pointsOfInterest.$inferInsert> & { categoryId: number }) {
  const [row] = await db
    .insert(pointsOfInterest)
    .values({
      name: uniqueName('Omiš'),
      description: 'Where the Cetina breaks through to the sea.',
      lat: 43.4445,
      lng: 16.6885,
      minDurationMinutes: 60,
      maxDurationMinutes: 180,
      country: 'HR',
      ...values,
    })
    .returning();
  return row!;
}

export interface RoundTripFactoryValues extends Partial<typeof roundTrips.$inferInsert> {
  /** Fixed base prices by vehicle type id, in cents. */
  basePrices?: Record<number, number>;
}

/** A round trip from Split with a price for Sedan (1) and Van (3) unless told otherwise. */
export async function insertRoundTrip(db: Database, values: RoundTripFactoryValues = {}) {
  const { basePrices = { 1: 28_000, 3: 34_000 }, ...columns } = values;
  const startPlaceId =
    columns.startPlaceId ??
    (
      await insertPlace(db, {
        formattedAddress: 'Split, Croatia',
        placeId: 'test-split',
        lat: 43.5081,
        lng: 16.4402,
        locality: 'Split',
      })
    ).id;
  const [row] = await db
    .insert(roundTrips)
    .values({
      name: uniqueName('Plitvice day trip'),
      description: 'Lakes and waterfalls.',
      startPlaceId,
      durationMinutes: 660,
      distanceM: 500_000,
      ...columns,
    })
    .returning();
  const trip = row!;
  const prices = Object.entries(basePrices);
  if (prices.length > 0) {
    await db
      .insert(roundTripPrices)
      .values(prices.map(([vehicleTypeId, basePriceCents]) => ({ roundTripId: trip.id, vehicleTypeId: Number(vehicleTypeId), basePriceCents })));
  }
  return trip;
}
