import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Groups points of interest for the trip form's category filter. */
export const poiCategories = pgTable('poi_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** A Mantine palette name ("green", "grape"); the web colours markers and badges with it. */
  color: text('color').notNull(),
  /** A retired category is hidden from the trip form's filter; its points keep it. */
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A sight a trip can stop at on the way. Stop length is chosen in 30-minute steps between the
 * two bounds, and never under 60 minutes (spec section 9), which the checks below keep true.
 */
export const pointsOfInterest = pgTable(
  'points_of_interest',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Stored image name; null shows a placeholder. */
    photo: text('photo'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => poiCategories.id, { onDelete: 'restrict' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    minDurationMinutes: integer('min_duration_minutes').notNull().default(60),
    maxDurationMinutes: integer('max_duration_minutes').notNull().default(180),
    /** ISO 3166-1 alpha-2 ("HR", "SI"). */
    country: text('country').notNull(),
    /** Hidden points stay referenced by old trips' stops but are no longer offered. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_of_interest_category_id_idx').on(t.categoryId),
    check(
      'points_of_interest_duration_check',
      sql`${t.minDurationMinutes} >= 60 and ${t.minDurationMinutes} % 30 = 0 and ${t.maxDurationMinutes} % 30 = 0 and ${t.maxDurationMinutes} >= ${t.minDurationMinutes}`,
    ),
  ],
);
