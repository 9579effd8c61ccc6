import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
