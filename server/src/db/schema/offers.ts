import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { drivers, vehicles } from './fleet.ts';
import { tripAssignments } from './trip-assignments.ts';
import { trips } from './trips.ts';

/**
 * What the customer was last told about the trip's driver and vehicle (the offers area's driver
 * e-mail, docs/decisions/0020-claiming-trips.md). The sweep mails when the current pair differs.
 */
export const driverAnnouncements = pgTable('driver_announcements', {
  tripId: integer('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  /** The assignment the e-mail reported. */
  assignmentId: integer('assignment_id')
    .notNull()
    .references(() => tripAssignments.id, { onDelete: 'cascade' }),
  driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
});

/**
 * The offers area's own row of a trip staff offered to the driver companies (ADR 0020, ADR 0048):
 * when and by whom, and since when a company holds it through a claim. A claim, a release and a
 * payout step lock this row (lock, decide, write), and tell the trips area the trip's new driver
 * side through its port; the company, driver and vehicle themselves stay on the trip, which every
 * trips list filters on. One row per trip: offering twice finds it.
 */
export const tripOffers = pgTable(
  'trip_offers',
  {
    tripId: integer('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    /** Staff who offered it (null: offered before migration 0018 recorded who, or the user is gone). */
    offeredByUserId: integer('offered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set while the trip's company holds it through a claim on the marketplace; a release clears it. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  // The Offers screen and the sweeps start from the offers no claim holds.
  (t) => [index('trip_offers_unclaimed_idx').on(t.tripId).where(sql`${t.claimedAt} is null`)],
);
