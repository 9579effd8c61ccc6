import { doublePrecision, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A location picked in the trip form (a city or an airport), kept as the maps service
 * returned it. Rows are snapshots referenced by trips and round trips: editing one would
 * silently move trips, so a changed pick is a new row.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    formattedAddress: text('formatted_address').notNull(),
    /** The maps provider's id (Google place id or the offline gazetteer's id); not unique on purpose, see above. */
    placeId: text('place_id').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** ISO 3166-1 alpha-2 ("HR"); the country rule (a trip starts or ends in HR or SI) reads it. */
    countryShortName: text('country_short_name').notNull().default(''),
    countryLongName: text('country_long_name').notNull().default(''),
    locality: text('locality').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('places_place_id_idx').on(t.placeId)],
);
