import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A price the server computed for a route (the form's trip_price_id). Booking refers to it
 * instead of trusting prices sent by the browser; it expires so a stale tariff cannot be booked.
 * The JSON shapes belong to the quotes module, which validates them when it reads them back.
 */
export const tripPriceQuotes = pgTable(
  'trip_price_quotes',
  {
    /** Random, so one user cannot guess another's quote id. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** The request that was priced: places, passengers, stops, round trip. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    distanceM: integer('distance_m').notNull(),
    durationS: integer('duration_s').notNull(),
    /** Route line as [lat, lng] pairs for the map. */
    overviewPolyline: jsonb('overview_polyline').$type<[number, number][]>().notNull().default([]),
    /** One entry per offered vehicle type, each with its full price breakdown in cents. */
    breakdown: jsonb('breakdown').$type<Record<string, unknown>[]>().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Cleanup job deletes expired quotes.
    index('trip_price_quotes_expires_at_idx').on(t.expiresAt),
    check('trip_price_quotes_route_check', sql`${t.distanceM} >= 0 and ${t.durationS} >= 0`),
  ],
);
