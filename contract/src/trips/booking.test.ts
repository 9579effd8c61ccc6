import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, type BookingRequest } from './booking.ts';
import { TRIP_MESSAGES } from './trip-rules.ts';

const place = { formatted_address: 'Split, Croatia', lat: 43.5, lng: 16.4, country_short_name: 'HR' };
const noCustomer: BookingRequest = {
  start_loc: place,
  end_loc: { ...place, formatted_address: 'Dubrovnik, Croatia', lat: 42.6, lng: 18.1 },
  pickup_date: '2030-06-01',
  vehicle_type_id: 1,
  customer_first_name: '',
  customer_last_name: '',
  customer_email: '',
  customer_phone: '',
};

function messagesOf(body: BookingRequest): Record<string, string[]> {
  const result = bookingRequestSchema.safeParse(body);
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('bookingRequestSchema: a booking needs the pickup details and a customer with a phone (ADR 0017, ADR 0060)', () => {
  it('refuses Book Trip without them, with a message at each field', () => {
    expect(messagesOf({ ...noCustomer, is_draft: false })).toEqual({
      start_loc_details: [TRIP_MESSAGES.pickupDetails],
      customer_first_name: [TRIP_MESSAGES.customerFirstName],
      customer_last_name: [TRIP_MESSAGES.customerLastName],
      customer_phone: [TRIP_MESSAGES.customerPhone],
    });
  });

  it('lets a quote stay incomplete', () => {
    expect(bookingRequestSchema.safeParse({ ...noCustomer, is_draft: true }).success).toBe(true);
  });

  it('books with pickup details, a name and a phone number; the e-mail stays optional', () => {
    const named = { ...noCustomer, start_loc_details: 'Hotel Park', customer_first_name: 'Ana', customer_last_name: 'Horvat' };
    expect(bookingRequestSchema.safeParse({ ...named, customer_phone: '+385 91 000 0000' }).success).toBe(true);
    expect(messagesOf({ ...named, customer_email: 'ana@example.com' })).toEqual({ customer_phone: [TRIP_MESSAGES.customerPhone] });
    expect(messagesOf({ ...named, customer_phone: '+385 91 000 0000', customer_email: 'ana@' })).toEqual({ customer_email: [TRIP_MESSAGES.email] });
  });
});
