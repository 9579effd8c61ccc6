import { describe, expect, it } from 'vitest';
import { refundCases } from './refund-cases.ts';

describe('refundCases', () => {
  it('names each trip the transfer paid without confirming, and none that it confirmed', () => {
    expect(
      refundCases([
        { trip_id: 1, reference: 'VZ-AAAAAA', outcome: 'confirmed' },
        { trip_id: 2, reference: 'VZ-BBBBBB', outcome: 'already_paid' },
        { trip_id: 3, reference: null, outcome: 'paid_without_confirming' },
      ]),
    ).toEqual(['VZ-BBBBBB: its deposit had already been paid by card.', 'Trip 3: it no longer waited for its deposit (canceled).']);
  });

  it('is empty when every trip was confirmed', () => {
    expect(refundCases([{ trip_id: 1, reference: 'VZ-AAAAAA', outcome: 'confirmed' }])).toEqual([]);
  });
});
