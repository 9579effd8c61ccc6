import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { trips } from './schema/trips.ts';

const countOf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The Trips bar's four counts as select columns, for a query grouped by whoever the bar is about
 * (a driver, an agent). Canceled and no-show both count as canceled; the caller decides whether
 * quotes (drafts) are in the rows (docs/decisions/0019-fleet-records.md).
 */
export const tripCountColumns = {
  pending_trips: countOf(eq(trips.status, 'pending_payment')),
  confirmed_trips: countOf(eq(trips.status, 'confirmed')),
  completed_trips: countOf(eq(trips.status, 'completed')),
  canceled_trips: countOf(inArray(trips.status, ['canceled', 'no_show'])),
};
