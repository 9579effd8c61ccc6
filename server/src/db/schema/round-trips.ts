import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { vehicleTypes } from './fleet.ts';
import { places } from './places.ts';
import { pointsOfInterest } from './points-of-interest.ts';

/**
 * A ready-made sightseeing day trip that starts and ends at the same place, sold at a fixed
 * price per vehicle type instead of a distance tariff.
 */
export const roundTrips = pgTable(
  'round_trips',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Where the day starts and ends; a booking copies it as both the trip's start and end place. */
    startPlaceId: integer('start_place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Driving distance of the whole loop, copied onto trips booked from it. */
    distanceM: integer('distance_m').notNull().default(0),
    /** Stored image names in display order; empty shows the placeholder. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** The optional extra stop offered as "Add {stop name} for €{price}"; all three set or none. */
    // Restrict, not set null: a half-cleared stop would break the all-or-none check below.
    stopPoiId: integer('stop_poi_id').references(() => pointsOfInterest.id, { onDelete: 'restrict' }),
    /** Added to the base price when the customer takes the stop. */
    stopPriceCents: integer('stop_price_cents'),
    stopDurationMinutes: integer('stop_duration_minutes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('round_trips_duration_check', sql`${t.durationMinutes} > 0 and ${t.distanceM} >= 0`),
    check(
      'round_trips_stop_check',
      sql`(${t.stopPoiId} is null) = (${t.stopPriceCents} is null) and (${t.stopPriceCents} is null) = (${t.stopDurationMinutes} is null) and coalesce(${t.stopPriceCents}, 0) >= 0`,
    ),
  ],
);

/** The fixed price of a round trip in one vehicle type; a missing row means "not offered in it". */
export const roundTripPrices = pgTable(
  'round_trip_prices',
  {
    roundTripId: integer('round_trip_id')
      .notNull()
      .references(() => roundTrips.id, { onDelete: 'cascade' }),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    /** Base price, before agency commission, service fee and VAT: what computePriceBreakdown takes. */
    basePriceCents: integer('base_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundTripId, t.vehicleTypeId] }),
    check('round_trip_prices_base_price_check', sql`${t.basePriceCents} >= 0`),
  ],
);
