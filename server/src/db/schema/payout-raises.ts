import { check, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { trips } from './trips.ts';

/**
 * The automatic payout steps an unclaimed offered trip went through (ADR 0020), one row per step:
 * the step (hours before pickup), the raise before and after it (trips.payout_raise_cents), and
 * when. A step is taken once per trip (the unique key), whatever the sweeps running at once; a
 * step that met the platform's margin floor is kept with to = from, so it is not taken again.
 */
export const offerPayoutRaises = pgTable(
  'offer_payout_raises',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    stepHours: integer('step_hours').notNull(),
    fromCents: integer('from_cents').notNull(),
    toCents: integer('to_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index for a trip's steps.
    unique('offer_payout_raises_trip_step_key').on(t.tripId, t.stepHours),
    check('offer_payout_raises_amounts_check', sql`${t.fromCents} >= 0 and ${t.toCents} >= ${t.fromCents}`),
  ],
);
