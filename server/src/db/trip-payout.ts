import { sql } from 'drizzle-orm';
import { trips } from './schema/trips.ts';

/**
 * What the driver is paid for a trip, in cents: the price snapshot's driver_gross plus the
 * platform's raise while the offer went unclaimed (automatic payout steps, ADR 0020). Every list
 * that shows a driver's payout reads this, so partners, the claimed trip and the trips screen agree.
 */
export const tripPayoutCents = sql<number>`${trips.driverGrossCents} + ${trips.payoutRaiseCents}`.mapWith(Number);
