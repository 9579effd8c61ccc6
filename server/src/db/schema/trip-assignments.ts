import { index, integer, pgEnum, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { driverCompanies, drivers, vehicles } from './fleet.ts';
import { trips } from './trips.ts';

/**
 * How a trip got its driver and vehicle (docs/decisions/0020-claiming-trips.md): a company claimed
 * it on the Offers screen, changed them, released it back, or staff set them in the trip form.
 */
export const tripAssignmentKind = pgEnum('trip_assignment_kind', ['claim', 'change', 'release', 'staff_assign']);

/**
 * The trip's assignment history, one row per change of driver or vehicle: from which to which, for
 * which company, who did it and when. Written by the trips area (beside the status history) for the
 * offers area's claims and changes and for staff's trip form; the latest row says since when the
 * current driver and vehicle hold, which the customer's driver e-mail waits on.
 */
export const tripAssignments = pgTable(
  'trip_assignments',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: tripAssignmentKind('kind').notNull(),
    /** The company the trip belongs to after the change (null: staff removed the driver and vehicle); for a release, the company that gave it back. */
    companyId: integer('company_id').references(() => driverCompanies.id, { onDelete: 'restrict' }),
    fromDriverId: integer('from_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    fromVehicleId: integer('from_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    toDriverId: integer('to_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    toVehicleId: integer('to_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** The person who did it (under a staff override: the staff member). */
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_assignments_trip_idx').on(t.tripId, t.createdAt),
  ],
);
