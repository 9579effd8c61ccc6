import { sql } from 'drizzle-orm';
import { stopPriceCents } from '../modules/pricing/rules/stop-price.ts';
import type { Database } from '../platform/db/database.ts';
import { places, poiCategories, pointsOfInterest, roundTripPrices, roundTrips, settings } from '../db/schema/index.ts';
import { DEMO_PLACES } from './demo-places.ts';
import { DEMO_POI_CATEGORIES, DEMO_POIS } from './demo-pois.ts';
import { DEMO_ROUND_TRIPS } from './demo-round-trips.ts';
import { DEMO_SETTINGS } from './demo-settings.ts';
import { IdMap } from './id-map.ts';

export interface CatalogueIds {
  places: IdMap;
  pois: IdMap;
  roundTrips: IdMap;
}

/** The demo place rows carry this prefix in place_id, so they are recognisable as seeded. */
const DEMO_PLACE_ID_PREFIX = 'demo:';

/** Settings, places, points of interest and round trips: what trips refer to (vehicle types come with the migration). */
export async function insertDemoCatalogue(db: Database): Promise<CatalogueIds> {
  // The initial migration created the settings with production defaults; the demo fills in bank details.
  await db
    .insert(settings)
    .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });

  const placeRows = await db
    .insert(places)
    .values(
      DEMO_PLACES.map((p) => ({
        formattedAddress: p.formattedAddress,
        placeId: DEMO_PLACE_ID_PREFIX + p.key,
        lat: p.lat,
        lng: p.lng,
        countryShortName: p.countryShortName,
        countryLongName: p.countryLongName,
        locality: p.locality,
      })),
    )
    .returning({ id: places.id, placeId: places.placeId });
  const placeIds = IdMap.fromRows('place', placeRows, (row) => row.placeId.slice(DEMO_PLACE_ID_PREFIX.length));

  const categoryRows = await db
    .insert(poiCategories)
    .values(DEMO_POI_CATEGORIES.map(({ key: _key, ...category }) => category))
    .returning({ id: poiCategories.id, name: poiCategories.name });
  const categoryIds = IdMap.matchRows('POI category', DEMO_POI_CATEGORIES, categoryRows, 'name');

  const poiRows = await db
    .insert(pointsOfInterest)
    .values(DEMO_POIS.map(({ key: _key, categoryKey, ...poi }) => ({ ...poi, categoryId: categoryIds.get(categoryKey) })))
    .returning({ id: pointsOfInterest.id, name: pointsOfInterest.name });
  const poiIds = IdMap.matchRows('POI', DEMO_POIS, poiRows, 'name');

  const roundTripRows = await db
    .insert(roundTrips)
    .values(
      DEMO_ROUND_TRIPS.map((trip) => ({
        name: trip.name,
        description: trip.description,
        startPlaceId: placeIds.get(trip.startPlaceKey),
        durationMinutes: trip.durationMinutes,
        distanceM: trip.distanceKm * 1000,
        stopPoiId: trip.stop ? poiIds.get(trip.stop.poiKey) : null,
        stopPriceCents: trip.stop ? stopPriceCents(trip.stop.durationMinutes) : null,
        stopDurationMinutes: trip.stop?.durationMinutes ?? null,
      })),
    )
    .returning({ id: roundTrips.id, name: roundTrips.name });
  const roundTripIds = IdMap.matchRows('round trip', DEMO_ROUND_TRIPS, roundTripRows, 'name');

  await db.insert(roundTripPrices).values(
    DEMO_ROUND_TRIPS.flatMap((trip) =>
      Object.entries(trip.basePricesCents).map(([vehicleTypeId, basePriceCents]) => ({
        roundTripId: roundTripIds.get(trip.key),
        vehicleTypeId: Number(vehicleTypeId),
        basePriceCents: basePriceCents ?? 0,
      })),
    ),
  );

  return { places: placeIds, pois: poiIds, roundTrips: roundTripIds };
}
