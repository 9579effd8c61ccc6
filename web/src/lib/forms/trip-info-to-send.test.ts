import { describe, expect, it } from 'vitest';
import { tripInfoToSend } from './trip-info-to-send.ts';

describe('tripInfoToSend', () => {
  it('sends a field hidden by its unticked box empty', () => {
    const info = { notes: 'Late', airport_pickup: false, flight_number: 'OU 654', child_seats: true, child_info: '4 years' };
    expect(tripInfoToSend(info)).toEqual({ notes: 'Late', airport_pickup: false, flight_number: '', child_seats: true, child_info: '4 years' });
    expect(tripInfoToSend({ ...info, airport_pickup: true, child_seats: false })).toMatchObject({ flight_number: 'OU 654', child_info: '' });
  });

  it('takes only the info from a flat form’s values', () => {
    const values = { customer_email: 'ana@example.com', notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' };
    expect(Object.keys(tripInfoToSend(values))).toEqual(['notes', 'airport_pickup', 'flight_number', 'child_seats', 'child_info']);
  });
});
