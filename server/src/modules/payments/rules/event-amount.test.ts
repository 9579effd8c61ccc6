import { describe, expect, it } from 'vitest';
import { eventMismatch } from './event-amount.ts';

const payment = { tripId: 7, amountCents: 3750, currency: 'eur' };
const intent = {
  id: 'pi_1',
  status: 'succeeded' as const,
  amountCents: 3750,
  amountReceivedCents: 3750,
  currency: 'eur',
  metadata: { trip_id: '7' },
  lastPaymentError: null,
};

describe('eventMismatch', () => {
  it('accepts the amount, currency and trip we asked for', () => {
    expect(eventMismatch(payment, intent, true)).toBeNull();
    expect(eventMismatch(payment, { ...intent, currency: 'EUR' }, true)).toBeNull();
    // Before success nothing has been received yet.
    expect(eventMismatch(payment, { ...intent, amountReceivedCents: 0 }, false)).toBeNull();
  });

  it.each([
    [{ amountCents: 1 }, 'The processor reports 0.01 eur for a payment of 37.50 eur.'],
    [{ currency: 'usd' }, 'The processor reports 37.50 usd for a payment of 37.50 eur.'],
    [{ amountReceivedCents: 100 }, 'The processor reports 1.00 eur received for a payment of 37.50 eur.'],
    [{ metadata: { trip_id: '8' } }, 'The processor reports the payment for trip 8, but it belongs to trip 7.'],
  ])('refuses %o', (change, message) => {
    expect(eventMismatch(payment, { ...intent, ...change }, true)).toBe(message);
  });
});
