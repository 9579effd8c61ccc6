import { describe, expect, it } from 'vitest';
import { fieldAtPath, fieldNamedByLastPart, placeMessages } from './form-messages.ts';

describe('fieldAtPath', () => {
  const fieldOf = fieldAtPath(['start_loc', 'info.flight_number', 'stops']);

  it.each<[(string | number)[], string | null]>([
    [['start_loc'], 'start_loc'],
    [['start_loc', 'lat'], 'start_loc'],
    [['info', 'flight_number'], 'info.flight_number'],
    [['info'], null],
    [['stops', 0, 'time'], 'stops'],
    [[], null],
  ])('%j → %s', (loc, field) => {
    expect(fieldOf(loc)).toBe(field);
  });
});

describe('fieldNamedByLastPart', () => {
  const fieldOf = fieldNamedByLastPart(['customer_email', 'notes']);

  it.each<[(string | number)[], string | null]>([
    [['customer_email'], 'customer_email'],
    [['info', 'notes'], 'notes'],
    [['info'], null],
    [[], null],
  ])('%j → %s', (loc, field) => {
    expect(fieldOf(loc)).toBe(field);
  });
});

describe('placeMessages', () => {
  it('keeps the first message of a field, and each other message once, in order', () => {
    const placed = placeMessages(
      [
        { loc: ['notes'], message: 'Too long' },
        { loc: ['round_trip_name'], message: 'Round trip name is required' },
        { loc: ['info', 'notes'], message: 'Second' },
        { loc: [], message: 'Expired' },
        { loc: ['extra', 'trip_price_id'], message: 'Expired' },
      ],
      fieldNamedByLastPart(['notes']),
    );
    expect(placed).toEqual({ fields: { notes: 'Too long' }, other: ['Round trip name is required', 'Expired'] });
  });
});
