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

describe('bookingRequestSchema: a booking needs a customer (ADR 0017)', () => {
  it('refuses Book Trip without one, with a message at each field', () => {
    expect(messagesOf({ ...noCustomer, is_draft: false })).toEqual({
      customer_first_name: [TRIP_MESSAGES.customerFirstName],
      customer_last_name: [TRIP_MESSAGES.customerLastName],
      customer_phone: [TRIP_MESSAGES.customerReach],
      customer_email: [TRIP_MESSAGES.customerReach],
    });
  });

  it('lets a quote stay incomplete', () => {
    expect(bookingRequestSchema.safeParse({ ...noCustomer, is_draft: true }).success).toBe(true);
  });

  it('books with a name and a phone number, or a name and an e-mail', () => {
    const named = { ...noCustomer, customer_first_name: 'Ana', customer_last_name: 'Horvat' };
    expect(bookingRequestSchema.safeParse({ ...named, customer_phone: '+385 91 000 0000' }).success).toBe(true);
    expect(bookingRequestSchema.safeParse({ ...named, customer_email: 'ana@example.com' }).success).toBe(true);
    expect(messagesOf({ ...named, customer_email: 'ana@' })).toEqual({ customer_email: [TRIP_MESSAGES.email] });
  });
});
