import type { TripStatus } from '@vozimo/contract';
import type { Database } from '../../platform/db/database.ts';

/** What paying a deposit needs to know about a trip (the trips area owns the row). */
export interface DepositTrip {
  id: number;
  reference: string;
  token: string;
  status: TripStatus;
  depositGrossCents: number;
  depositPaid: boolean;
  bulkPaymentId: number | null;
  priceGrossCents: number;
  priceVatCents: number;
  vatPercentBp: number;
  startLocality: string;
  endLocality: string;
  pickupDate: string;
  pickupTime: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
}

/**
 * The trips area's functions the payments area calls (wired in app.ts), each inside the
 * payment's transaction `db`, so a payment and the trip change it causes commit together.
 */
export interface TripDepositPorts {
  /** The trip, its row locked until the transaction ends (SELECT … FOR UPDATE). */
  lockTripForDeposit(db: Database, tripId: number): Promise<DepositTrip | undefined>;
  /** Pays the deposit and confirms a waiting trip, with status history; never twice. */
  recordDepositPaid(db: Database, tripId: number, note: string): Promise<'confirmed' | 'paid_without_confirming' | 'already_paid'>;
}
