import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { tripCustomerTotals, tripMonthRollups } from '../../db/schema/index.ts';
import type { TripStatus } from '../../db/schema/trips.ts';

/** The period of trip_customer_rollups / trip_customer_totals that holds every month. */
const ALL_MONTHS_PERIOD = 'all';

const isCompleted = sql`${tripMonthRollups.status} = 'completed'`;
const completedTrips = sql`sum(${tripMonthRollups.pickupTrips}) filter (where ${isCompleted})`;
/** A completed-trips sum, null when no trip is completed: what `sum(…) filter (…)` over the trips gives. */
const completedSum = (column: AnyPgColumn) =>
  sql<number | null>`case when ${completedTrips} > 0 then sum(${column}) filter (where ${isCompleted}) end`.mapWith(Number);

/**
 * Figures of every trip (the staff scope) read from the rollups that triggers keep in step with
 * `trips` (migration 0014, ADR 0027): a month is at most six rows, all months a few hundred.
 */
export function createTripRollupsRepository(db: Database) {
  function buildCount(shape: { month: boolean; statuses: boolean }) {
    return db
      .select({ count: sql<number>`coalesce(sum(${tripMonthRollups.pickupTrips}), 0)`.mapWith(Number) })
      .from(tripMonthRollups)
      .where(
        and(
          shape.month ? eq(tripMonthRollups.month, sql.placeholder('fromDate')) : undefined,
          shape.statuses ? sql`${tripMonthRollups.status} = any(${sql.placeholder('statuses')}::trip_status[])` : undefined,
        ),
      )
      .prepare('');
  }
  const countStatements = new Map<string, ReturnType<typeof buildCount>>();

  return {
    /**
     * Where a page of every trip in list order (pickup date first) can start reading: the first
     * day of the month that holds trip number `offset` (a placeholder), and how many trips the
     * months before it hold. The rollups count the trips of each pickup month, so a deep page
     * walks the index from that month on instead of from the first trip (ADR 0027). Both are
     * scalar subqueries of the page's own statement, so they see the same snapshot as the page.
     * `statuses`: whether the page is limited to the statuses of the 'statuses' placeholder.
     */
    deepPageStart(statuses: boolean): { fromDate: SQL; tripsBefore: SQL } {
      const months = sql`select ${tripMonthRollups.month} as month, sum(${tripMonthRollups.pickupTrips}) as trips
        from ${tripMonthRollups}
        ${statuses ? sql`where ${tripMonthRollups.status} = any(${sql.placeholder('statuses')}::trip_status[])` : sql``}
        group by ${tripMonthRollups.month}`;
      const running = sql`select month, coalesce(sum(trips) over (order by month rows between unbounded preceding and 1 preceding), 0) as before
        from (${months}) months`;
      const start = (column: 'month' | 'before') =>
        sql`(select ${sql.raw(column)} from (${running}) running where before <= ${sql.placeholder('offset')}::bigint order by month desc limit 1)`;
      return { fromDate: sql`coalesce(${start('month')}, '-infinity'::date)`, tripsBefore: sql`coalesce(${start('before')}, 0)::bigint` };
    },

    /**
     * How many trips have their local pickup in the month (first day given; null: any month) and
     * one of the statuses (none given: any).
     */
    async countAllTrips(monthStart: string | null, statuses: TripStatus[]): Promise<number> {
      const shape = { month: monthStart !== null, statuses: statuses.length > 0 };
      const key = JSON.stringify(shape);
      let statement = countStatements.get(key);
      if (!statement) {
        statement = buildCount(shape);
        countStatements.set(key, statement);
      }
      // As an array literal, like the trips list's statuses (see placeholderValues there).
      const [row] = await statement.execute({ fromDate: monthStart, statuses: `{${statuses.join(',')}}` });
      return row?.count ?? 0;
    },

    /** The statistic cards over every trip, for a month ('2030-06', first day '2030-06-01') or all months. */
    async allTripsStats(month: { period: string; monthStart: string } | null) {
      const inMonth: SQL | undefined = month ? eq(tripMonthRollups.month, month.monthStart) : undefined;
      const figuresQuery = db
        .select({
          completedTrips: sql<number>`coalesce(${completedTrips}, 0)`.mapWith(Number),
          createdTrips: sql<number>`coalesce(sum(${tripMonthRollups.createdTrips}) filter (where ${tripMonthRollups.status} <> 'draft'), 0)`.mapWith(
            Number,
          ),
          priceGrossCents: completedSum(tripMonthRollups.priceGrossCents),
          priceNetCents: completedSum(tripMonthRollups.priceNetCents),
          agencyFeeCents: completedSum(tripMonthRollups.agencyFeeCents),
          driverGrossCents: completedSum(tripMonthRollups.driverPayoutCents),
          depositGrossCents: completedSum(tripMonthRollups.depositGrossCents),
        })
        .from(tripMonthRollups)
        .where(inMonth);
      const customersQuery = db
        .select({ customers: tripCustomerTotals.customers })
        .from(tripCustomerTotals)
        .where(eq(tripCustomerTotals.period, month ? month.period : ALL_MONTHS_PERIOD));
      const [[figures], [customers]] = await Promise.all([figuresQuery, customersQuery]);
      return { ...figures!, customers: customers?.customers ?? 0 };
    },
  };
}

export type TripRollupsRepository = ReturnType<typeof createTripRollupsRepository>;
