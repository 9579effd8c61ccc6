import type { BulkPayment, BulkPaymentListResponse, PendingPaymentTrip } from '@vozimo/contract';

/** A booked trip waiting for its deposit, in no bank transfer yet; override what the test needs. */
export function makePendingTrip(overrides: Partial<PendingPaymentTrip> = {}): PendingPaymentTrip {
  return {
    trip_id: 101,
    reference: 'VZ-AAA111',
    token: 'tok-101',
    status: 'pending_payment',
    start_locality: 'Split',
    end_locality: 'Dubrovnik',
    pickup_date: '2030-06-15',
    pickup_time: '09:30',
    customer_first_name: 'Chloe',
    customer_last_name: 'Nguyen',
    deposit_gross: '16.88',
    deposit_paid: false,
    bulk_payment: null,
    ...overrides,
  };
}

/** An unpaid bank transfer of two trips, with the company's bank details. */
export function makeBulkPayment(overrides: Partial<BulkPayment> = {}): BulkPayment {
  return {
    bulk_payment_id: 7,
    payment_reference: 'VZB-20300601-7',
    total_price: '41.88',
    is_paid: false,
    created_at: '2030-06-01T08:15:00.000Z',
    paid_at: null,
    agent_name: 'Marin Babić',
    trips: [
      {
        trip_id: 101,
        reference: 'VZ-AAA111',
        start_locality: 'Split',
        end_locality: 'Dubrovnik',
        pickup_date: '2030-06-15',
        customer_first_name: 'Chloe',
        customer_last_name: 'Nguyen',
        deposit_gross: '16.88',
        status: 'pending_payment',
      },
      {
        trip_id: 102,
        reference: 'VZ-BBB222',
        start_locality: 'Zagreb',
        end_locality: 'Ljubljana',
        pickup_date: '2030-06-20',
        customer_first_name: 'Tom',
        customer_last_name: 'Berg',
        deposit_gross: '25.00',
        status: 'pending_payment',
      },
    ],
    bank_info: {
      bank_name: 'Zagrebačka banka',
      iban: 'HR1723600001101234565',
      swift: 'ZABAHR2X',
      account_holder: 'Vozimo d.o.o.',
      reference: 'VZB-20300601-7',
    },
    ...overrides,
  };
}

/** A row of the staff's bank transfers list: the bank transfer above, as the list shows it. */
export function makeBulkPaymentRow(overrides: Partial<BulkPaymentListResponse['items'][number]> = {}): BulkPaymentListResponse['items'][number] {
  const { bulk_payment_id, payment_reference, total_price, is_paid, created_at, paid_at, agent_name } = makeBulkPayment();
  return { bulk_payment_id, payment_reference, total_price, is_paid, created_at, paid_at, agent_name, agency_name: 'Adriatic Travel', trip_count: 2, ...overrides };
}
