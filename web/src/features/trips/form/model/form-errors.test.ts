import { TRIP_MESSAGES } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { parseApiError } from '../../../../lib/api-error.ts';
import { DUBROVNIK, MUNICH, SPLIT, VIENNA } from '../test/fixtures.ts';
import { describeQuoteFailure, describeSaveFailure, formFieldOfLoc, missingPriceError, tripFormResolver } from './form-errors.ts';
import { emptyTripForm, type TripFormValues } from './trip-form-values.ts';

const valid: TripFormValues = { ...emptyTripForm(new Date('2030-06-01T08:00:00Z')), start_loc: SPLIT, end_loc: DUBROVNIK, vehicle_type_id: 1 };

describe('formFieldOfLoc', () => {
  it.each<[(string | number)[], string | null]>([
    [['customer_email'], 'customer_email'],
    [['start_loc'], 'start_loc'],
    [['start_loc', 'lat'], 'start_loc'],
    [['info', 'flight_number'], 'info.flight_number'],
    [['info'], null],
    [['stops', 0, 'time'], 'stops'],
    [['extra', 'trip_price_id'], 'extra.trip_price_id'],
    [['round_trip_id'], null],
    [[], null],
  ])('%j → %s', (loc, field) => {
    expect(formFieldOfLoc(loc)).toBe(field);
  });
});

describe('tripFormResolver', () => {
  it.each<[string, Partial<TripFormValues>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['an empty e-mail', { customer_email: '' }, {}],
    ['a bad e-mail', { customer_email: 'jane@' }, { customer_email: 'Invalid email' }],
    ['no From', { start_loc: null }, { start_loc: 'Choose a place.' }],
    ['no places', { start_loc: null, end_loc: null }, { start_loc: 'Choose a place.', end_loc: 'Choose a place.' }],
    ['Vienna to Munich', { start_loc: VIENNA, end_loc: MUNICH }, { end_loc: TRIP_MESSAGES.country }],
    ['no passengers', { passengers: '' }, { passengers: TRIP_MESSAGES.passengers }],
    ['eight passengers', { passengers: 8 }, { passengers: TRIP_MESSAGES.passengers }],
    ['a long flight number', { info: { ...valid.info, airport_pickup: true, flight_number: 'X'.repeat(21) } }, { 'info.flight_number': 'At most 20 characters.' }],
  ])('%s gives %j', (_what, change, errors) => {
    expect(tripFormResolver(null)({ ...valid, ...change })).toEqual(errors);
  });

  it('asks for the pickup details and the customer with a phone when booking, not for a quote', () => {
    const noCustomer = { ...valid, start_loc_details: '', customer_first_name: '', customer_last_name: '', customer_email: 'ana@example.com', customer_phone: '' };
    expect(tripFormResolver(null, 'save-quote')(noCustomer)).toEqual({});
    expect(tripFormResolver(null, 'book')(noCustomer)).toEqual({
      start_loc_details: TRIP_MESSAGES.pickupDetails,
      customer_first_name: TRIP_MESSAGES.customerFirstName,
      customer_last_name: TRIP_MESSAGES.customerLastName,
      customer_phone: TRIP_MESSAGES.customerPhone,
    });
    const complete = { ...noCustomer, start_loc_details: 'Hotel Park', customer_first_name: 'Ana', customer_last_name: 'Horvat', customer_phone: '+385 91' };
    expect(tripFormResolver(null, 'book')(complete)).toEqual({});
  });

  it('ignores the price fields, which the caller checks', () => {
    expect(tripFormResolver(null)({ ...valid, vehicle_type_id: null })).toEqual({});
  });
});

describe('missingPriceError', () => {
  it.each([
    [true, true, 1, null],
    [true, false, 1, TRIP_MESSAGES.tripPriceId],
    [true, true, null, TRIP_MESSAGES.tripPriceId],
    [false, false, null, null],
  ] as const)('needed %s, quote %s, vehicle %s → %s', (needed, hasQuote, vehicle, message) => {
    expect(missingPriceError(needed, hasQuote, vehicle)).toBe(message);
  });
});

describe('describeSaveFailure', () => {
  it('puts each 422 message on the field its loc names, and the rest in a global error', () => {
    const error = parseApiError(422, {
      detail: [
        { loc: ['body', 'customer_email'], msg: 'Invalid email', type: 'value_error' },
        { loc: ['body', 'info', 'flight_number'], msg: 'At most 20 characters.', type: 'value_error' },
        { loc: ['body', 'stops', 1, 'time'], msg: 'Stop time must be at least 120 minutes.', type: 'value_error' },
        { loc: ['body', 'extra', 'trip_price_id'], msg: TRIP_MESSAGES.tripPriceId, type: 'value_error' },
        { loc: ['body', 'round_trip_id'], msg: 'Round trip not found.', type: 'value_error' },
        { loc: ['body'], msg: 'Something about the whole trip.', type: 'value_error' },
      ],
    });
    expect(describeSaveFailure(error)).toEqual({
      fieldErrors: {
        customer_email: 'Invalid email',
        'info.flight_number': 'At most 20 characters.',
        stops: 'Stop time must be at least 120 minutes.',
        'extra.trip_price_id': TRIP_MESSAGES.tripPriceId,
      },
      globalError: 'Round trip not found. Something about the whole trip.',
    });
  });

  it.each<[string, unknown, string]>([
    ['a string detail', parseApiError(409, { detail: 'The deposit is paid.' }), 'An unexpected error has happened: The deposit is paid.'],
    ['a body of another shape', parseApiError(502, '<html>'), 'An unexpected error has happened: Request failed with status 502.'],
    ['a network failure', new TypeError('Failed to fetch'), 'An unexpected error has happened: Failed to fetch'],
  ])('turns %s into a global error', (_what, error, message) => {
    expect(describeSaveFailure(error)).toEqual({ fieldErrors: {}, globalError: message });
  });
});

describe('describeQuoteFailure', () => {
  it.each<[string, unknown, string]>([
    ['a 422 list', parseApiError(422, { detail: [{ loc: ['body', 'end_loc'], msg: 'No driving route joins these places.', type: 'value_error' }] }), 'No driving route joins these places.'],
    ['a 503', parseApiError(503, { detail: 'The maps service is not available right now. Please try again in a minute.' }), 'The maps service is not available right now. Please try again in a minute.'],
    ['an unknown body', parseApiError(500, null), 'The price could not be calculated. Press Update to try again.'],
    ['a network failure', new TypeError('Failed to fetch'), 'The price could not be calculated. Press Update to try again.'],
  ])('words %s', (_what, error, message) => {
    expect(describeQuoteFailure(error)).toBe(message);
  });
});
