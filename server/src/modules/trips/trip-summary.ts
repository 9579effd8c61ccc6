import { centsToEuroString, formatTimeOfDay, type TripListRow } from '@vozimo/contract';
import { trips } from '../../db/schema/index.ts';
import type { TripRow } from './trips.repository.ts';

/**
 * A trip as every list of trips shows it (the trips screen, the payments screen): which trip,
 * from where to where, when, for whom, and its deposit. The columns to select, and their API fields.
 */
export const tripSummaryColumns = {
  id: trips.id,
  reference: trips.reference,
  token: trips.token,
  status: trips.status,
  startLocality: trips.startLocality,
  endLocality: trips.endLocality,
  pickupDate: trips.pickupDate,
  pickupTime: trips.pickupTime,
  customerFirstName: trips.customerFirstName,
  customerLastName: trips.customerLastName,
  depositGrossCents: trips.depositGrossCents,
};

export type TripSummaryRow = Pick<TripRow, keyof typeof tripSummaryColumns>;

export type TripSummary = Pick<
  TripListRow,
  | 'trip_id'
  | 'reference'
  | 'token'
  | 'status'
  | 'start_locality'
  | 'end_locality'
  | 'pickup_date'
  | 'pickup_time'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'deposit_gross'
>;

export function toTripSummary(row: TripSummaryRow): TripSummary {
  return {
    trip_id: row.id,
    reference: row.reference,
    token: row.token,
    status: row.status,
    start_locality: row.startLocality,
    end_locality: row.endLocality,
    pickup_date: row.pickupDate,
    pickup_time: formatTimeOfDay(row.pickupTime),
    customer_first_name: row.customerFirstName,
    customer_last_name: row.customerLastName,
    deposit_gross: centsToEuroString(row.depositGrossCents),
  };
}
