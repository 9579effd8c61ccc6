import { describe, expect, it } from 'vitest';
import { parseApiError } from '../api-error.ts';
import { fieldAtPath } from './form-messages.ts';
import { serverFormMessages, unexpectedFailureMessage } from './server-messages.ts';

const fieldOf = fieldAtPath(['customer_email', 'info.flight_number']);

describe('serverFormMessages', () => {
  it('puts each 422 message on the field its loc names, without the leading "body", and the rest apart', () => {
    const error = parseApiError(422, {
      detail: [
        { loc: ['body', 'customer_email'], msg: 'Invalid email', type: 'value_error' },
        { loc: ['body', 'info', 'flight_number'], msg: 'At most 20 characters.', type: 'value_error' },
        { loc: ['body', 'round_trip_id'], msg: 'Round trip not found.', type: 'value_error' },
        { loc: ['body'], msg: 'Something about the whole trip.', type: 'value_error' },
      ],
    });
    expect(serverFormMessages(error, fieldOf)).toEqual({
      fields: { customer_email: 'Invalid email', 'info.flight_number': 'At most 20 characters.' },
      other: ['Round trip not found.', 'Something about the whole trip.'],
    });
  });

  it.each<[string, unknown]>([
    ['a string detail', parseApiError(409, { detail: 'The deposit is paid.' })],
    ['a body of another shape', parseApiError(502, '<html>')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('leaves %s to the screen', (_what, error) => {
    expect(serverFormMessages(error, fieldOf)).toBeNull();
  });
});

describe('unexpectedFailureMessage', () => {
  it.each<[string, unknown, string]>([
    ['a string detail', parseApiError(409, { detail: 'The deposit is paid.' }), 'An unexpected error has happened: The deposit is paid.'],
    ['a network failure', new TypeError('Failed to fetch'), 'An unexpected error has happened: Failed to fetch'],
  ])('words %s', (_what, error, message) => {
    expect(unexpectedFailureMessage(error)).toBe(message);
  });
});
