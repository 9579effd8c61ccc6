import { describe, expect, it } from 'vitest';
import { zagrebLocalToInstant } from '../common/zagreb-time.ts';
import { defaultPickup, isPickupInPast, missingCustomerContact, missingPickupDetails, TRIP_MESSAGES } from './trip-rules.ts';

describe('defaultPickup: the next 12:00 in Zagreb that booking accepts', () => {
  it.each([
    // Winter (UTC+1)
    ['morning', '2026-11-24T07:00:00Z', '2026-11-24'],
    ['11:59', '2026-11-24T10:59:00Z', '2026-11-24'],
    ['12:00 sharp (this minute still counts)', '2026-11-24T11:00:00Z', '2026-11-24'],
    ['12:00:59', '2026-11-24T11:00:59Z', '2026-11-24'],
    ['12:01', '2026-11-24T11:01:00Z', '2026-11-25'],
    ['15:00', '2026-11-24T14:00:00Z', '2026-11-25'],
    ['23:59', '2026-11-24T22:59:00Z', '2026-11-25'],
    ['midnight, already the next day in Zagreb', '2026-11-24T23:00:00Z', '2026-11-25'],
    ['New Year’s Eve afternoon', '2026-12-31T13:00:00Z', '2027-01-01'],
    ['New Year’s night, still 2026 in UTC', '2026-12-31T23:30:00Z', '2027-01-01'],
    // Summer (UTC+2)
    ['summer 11:59', '2026-06-14T09:59:00Z', '2026-06-14'],
    ['summer 12:01', '2026-06-14T10:01:00Z', '2026-06-15'],
    ['summer 00:30, the previous day in UTC', '2026-06-14T22:30:00Z', '2026-06-15'],
    // Clocks go forward on 29 March 2026 (02:00 → 03:00)
    ['the afternoon before', '2026-03-28T11:30:00Z', '2026-03-29'],
    ['01:30 before the switch', '2026-03-29T00:30:00Z', '2026-03-29'],
    ['11:59 after the switch', '2026-03-29T09:59:00Z', '2026-03-29'],
    ['12:30 after the switch', '2026-03-29T10:30:00Z', '2026-03-30'],
    // Clocks go back on 25 October 2026 (03:00 → 02:00)
    ['the afternoon before', '2026-10-24T10:30:00Z', '2026-10-25'],
    ['02:30 before the switch', '2026-10-25T00:30:00Z', '2026-10-25'],
    ['11:59 after the switch', '2026-10-25T10:59:00Z', '2026-10-25'],
    ['12:01 after the switch', '2026-10-25T11:01:00Z', '2026-10-26'],
  ])('%s (%s) → %s 12:00', (_when, now, date) => {
    const at = new Date(now);
    const pickup = defaultPickup(at);
    expect(pickup).toEqual({ pickup_date: date, pickup_time: '12:00' });
    // The form's default is always one booking accepts.
    expect(isPickupInPast(zagrebLocalToInstant(pickup.pickup_date, pickup.pickup_time), at)).toBe(false);
  });
});

describe('missingCustomerContact: a booking needs a customer the driver can call', () => {
  const complete = { customer_first_name: 'Ana', customer_last_name: 'Horvat', customer_email: '', customer_phone: '+385 91 000 0000' };

  it('accepts a name with a phone, with or without an e-mail', () => {
    expect(missingCustomerContact(complete)).toEqual([]);
    expect(missingCustomerContact({ ...complete, customer_email: 'ana@example.com' })).toEqual([]);
  });

  it('refuses an e-mail without a phone: the driver cannot e-mail from the kerb', () => {
    expect(missingCustomerContact({ ...complete, customer_phone: ' ', customer_email: 'ana@example.com' })).toEqual([
      { field: 'customer_phone', message: TRIP_MESSAGES.customerPhone },
    ]);
  });

  it('names each missing field', () => {
    expect(missingCustomerContact({ customer_first_name: ' ', customer_last_name: '', customer_email: '', customer_phone: '' })).toEqual([
      { field: 'customer_first_name', message: TRIP_MESSAGES.customerFirstName },
      { field: 'customer_last_name', message: TRIP_MESSAGES.customerLastName },
      { field: 'customer_phone', message: TRIP_MESSAGES.customerPhone },
    ]);
  });
});

describe('missingPickupDetails: a booking says where the driver meets the customer', () => {
  it('refuses empty or blank details and accepts any text', () => {
    expect(missingPickupDetails({ start_loc_details: '  ' })).toEqual([{ field: 'start_loc_details', message: TRIP_MESSAGES.pickupDetails }]);
    expect(missingPickupDetails({ start_loc_details: 'Arrivals hall' })).toEqual([]);
  });
});
