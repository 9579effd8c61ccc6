import { centsToEuroString, type BankInfo, type BulkPayment, type PendingPaymentTrip } from '@vozimo/contract';
import { toTripSummary, type TripSummaryRow } from '../trips/ports.ts';
import type { BulkPaymentListRow, BulkPaymentRow, PendingTripRow } from './bulk-payments.repository.ts';

/** Shapes stored rows into the API's fields: cents become euro strings, instants ISO strings, times HH:MM. */

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function toPendingPaymentTrip(row: PendingTripRow): PendingPaymentTrip {
  return {
    ...toTripSummary(row),
    deposit_paid: row.depositPaid,
    bulk_payment:
      row.bulkPaymentId === null || row.bulkPaymentReference === null || row.bulkPaymentIsPaid === null
        ? null
        : { bulk_payment_id: row.bulkPaymentId, payment_reference: row.bulkPaymentReference, is_paid: row.bulkPaymentIsPaid },
  };
}

function paymentFields(row: BulkPaymentRow) {
  return {
    bulk_payment_id: row.id,
    payment_reference: row.paymentReference,
    total_price: centsToEuroString(row.totalCents),
    is_paid: row.isPaid,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    agent_name: fullName(row.agentFirstName, row.agentLastName),
  };
}

export function toBulkPayment(row: BulkPaymentRow, trips: TripSummaryRow[], bank: Omit<BankInfo, 'reference'>): BulkPayment {
  return {
    ...paymentFields(row),
    trips: trips.map((trip) => ({
      trip_id: trip.id,
      reference: trip.reference,
      start_locality: trip.startLocality,
      end_locality: trip.endLocality,
      pickup_date: trip.pickupDate,
      customer_first_name: trip.customerFirstName,
      customer_last_name: trip.customerLastName,
      deposit_gross: centsToEuroString(trip.depositGrossCents),
      status: trip.status,
    })),
    // What to write on the transfer is the payment's own reference.
    bank_info: { ...bank, reference: row.paymentReference },
  };
}

export function toBulkPaymentListRow(row: BulkPaymentListRow) {
  return { ...paymentFields(row), agency_name: row.agencyName, trip_count: row.tripCount };
}
