import { TRIP_MESSAGES, zagrebToday } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { parseApiError } from '../../../lib/api-error.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';
import { makeRoundTrip } from '../test/round-trip-fixture.ts';
import {
  checkBookingRequest,
  initialRoundTripFormValues,
  roundTripFieldOf,
  toBookingRequest,
  validateRoundTripForm,
  validPassengers,
  type RoundTripFormValues,
} from './booking-form.ts';

const values = (overrides: Partial<RoundTripFormValues> = {}): RoundTripFormValues => ({
  ...initialRoundTripFormValues(new Date('2030-06-14T22:30:00Z')),
  customer_first_name: 'Ana',
  customer_last_name: 'Horvat',
  customer_phone: '+385 91 000 0000',
  start_loc_details: 'Hotel Park, Put Firula 2',
  ...overrides,
});
const priced = { tripPriceId: '5f0c1b7e-8a57-4c3a-9d7b-0d3a0e1f2a3b', vehicleTypeId: 3 };

describe('the round trip form', () => {
  it('starts at the next noon in Croatia, for one passenger', () => {
    // 22:30 UTC on 14 June is already 15 June in Zagreb, and its noon is ahead.
    expect(values()).toMatchObject({ pickup_date: '2030-06-15', pickup_time: '12:00', passengers: 1, with_stop: false });
    expect(zagrebToday(new Date('2030-01-01T10:00:00Z'))).toBe('2030-01-01');
    // 15:00 in Zagreb: today's noon has passed, so tomorrow's.
    expect(initialRoundTripFormValues(new Date('2030-06-15T13:00:00Z'))).toMatchObject({ pickup_date: '2030-06-16', pickup_time: '12:00' });
  });

  it.each([
    [1, 1],
    [7, 7],
    [0, null],
    [8, null],
    [2.5, null],
    ['', null],
  ])('passengers %j are %j', (input, count) => {
    expect(validPassengers(input)).toBe(count);
  });

  it('says what is wrong in the spec’s words', () => {
    expect(validateRoundTripForm(values({ passengers: 8, customer_email: 'ana@' }))).toEqual({
      passengers: 'Passengers must be between 1 and 7.',
      customer_email: 'Invalid email format',
    });
    expect(validateRoundTripForm(values({ pickup_date: null, pickup_time: '' }))).toEqual({
      pickup_date: 'Choose the pickup date.',
      pickup_time: 'Choose the pickup time.',
    });
  });

  it('lets the e-mail be empty', () => {
    expect(validateRoundTripForm(values({ customer_email: '' }))).toEqual({});
  });
});

describe('the booking request', () => {
  it('starts and ends at the round trip’s place, books it (no draft) with the quote, without the stop', () => {
    const body = toBookingRequest(values({ passengers: 4, start_loc_details: 'Hotel Park' }), makeRoundTrip(), priced);
    expect(body).toMatchObject({
      start_loc: { id: 12, locality: 'Split' },
      end_loc: { id: 12 },
      start_locality: 'Split',
      end_locality: 'Split',
      start_loc_details: 'Hotel Park',
      end_loc_details: '',
      pickup_date: '2030-06-15',
      pickup_time: '12:00',
      passengers: 4,
      is_draft: false,
      stops: [],
      vehicle_type_id: 3,
      round_trip_id: 7,
      round_trip_name: 'Krka waterfalls & Šibenik',
      extra: { trip_price_id: priced.tripPriceId },
    });
    expect(checkBookingRequest(body)).toEqual({ fields: {}, other: [] });
  });

  it('adds the stop, at its own time, when it is ticked', () => {
    const body = toBookingRequest(values({ with_stop: true }), makeRoundTrip(), priced);
    expect(body.stops).toEqual([{ poi_id: 34, time: 60, name: 'Primošten' }]);
  });

  it('sends a hidden field empty', () => {
    const body = toBookingRequest(values({ flight_number: 'OU 1', child_info: '3 years' }), makeRoundTrip(), priced);
    expect(body.info).toMatchObject({ airport_pickup: false, flight_number: '', child_seats: false, child_info: '' });
  });

  it('is checked with the server’s schema: a round trip needs its name', () => {
    const body = toBookingRequest(values(), makeRoundTrip({ name: '' }), priced);
    expect(checkBookingRequest(body)).toEqual({ fields: {}, other: ['Round trip name is required'] });
  });

  it('is checked with the server’s schema: a booking needs the pickup details and a customer with a phone (ADR 0017, ADR 0060)', () => {
    const body = toBookingRequest(
      values({ start_loc_details: '', customer_first_name: '', customer_last_name: '', customer_phone: '', customer_email: 'ana@example.com' }),
      makeRoundTrip(),
      priced,
    );
    expect(checkBookingRequest(body)).toEqual({
      fields: {
        start_loc_details: TRIP_MESSAGES.pickupDetails,
        customer_first_name: TRIP_MESSAGES.customerFirstName,
        customer_last_name: TRIP_MESSAGES.customerLastName,
        customer_phone: TRIP_MESSAGES.customerPhone,
      },
      other: [],
    });
  });

  it('sorts server messages into the form’s fields and the rest', () => {
    const refused = parseApiError(422, {
      detail: [
        { loc: ['body', 'customer_email'], msg: 'Invalid email format', type: 'value_error' },
        { loc: ['body', 'info', 'notes'], msg: 'Too long', type: 'value_error' },
        { loc: ['body', 'extra', 'trip_price_id'], msg: 'Expired', type: 'value_error' },
        { loc: ['body', 'stops'], msg: 'Expired', type: 'value_error' },
      ],
    });
    expect(serverFormMessages(refused, roundTripFieldOf)).toEqual({
      fields: { customer_email: 'Invalid email format', notes: 'Too long' },
      other: ['Expired'],
    });
  });
});
