import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tripStatus } from './trips.ts';

/**
 * Figures of all trips per month and status, kept by triggers on `trips` in the same transaction
 * as the change that moves them (migration 0014, ADR 0027), so that the statistic cards and the
 * trips list's count for staff read a few rows instead of every trip. Only written by the
 * database: the triggers and refresh_trip_rollups().
 */
export const tripMonthRollups = pgTable(
  'trip_month_rollups',
  {
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    status: tripStatus('status').notNull(),
    /** Trips whose local pickup date is in the month. */
    pickupTrips: integer('pickup_trips').notNull().default(0),
    /** Trips created in the month, Zagreb time (counted by created_at, not the pickup). */
    createdTrips: integer('created_trips').notNull().default(0),
    // Sums over the trips picked up in the month (pickupTrips), in cents.
    priceGrossCents: bigint('price_gross_cents', { mode: 'number' }).notNull().default(0),
    priceNetCents: bigint('price_net_cents', { mode: 'number' }).notNull().default(0),
    agencyFeeCents: bigint('agency_fee_cents', { mode: 'number' }).notNull().default(0),
    /** driver_gross + payout_raise: the payout as db/trip-payout.ts computes it. */
    driverPayoutCents: bigint('driver_payout_cents', { mode: 'number' }).notNull().default(0),
    depositGrossCents: bigint('deposit_gross_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.status] })],
);

/**
 * How many trips (neither quotes nor canceled) each customer has in a period: a pickup month
 * ('2030-06') or 'all'. A customer is counted once however many trips it has; its row goes away
 * when the count reaches zero.
 */
export const tripCustomerRollups = pgTable(
  'trip_customer_rollups',
  {
    period: text('period').notNull(),
    /** The e-mail in lower case, else "first last" in lower case (the stats' customer key). */
    customerKey: text('customer_key').notNull(),
    trips: integer('trips').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.customerKey] })],
);

/** Distinct customers per period: the rows of trip_customer_rollups, counted as they appear and go. */
export const tripCustomerTotals = pgTable('trip_customer_totals', {
  period: text('period').primaryKey(),
  customers: integer('customers').notNull(),
});
