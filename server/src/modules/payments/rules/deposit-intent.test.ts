import { describe, expect, it } from 'vitest';
import { depositIdempotencyKey, depositRefusal } from './deposit-intent.ts';

const due = { status: 'pending_payment' as const, depositPaid: false, bulkPaymentId: null, depositGrossCents: 3750 };

describe('depositRefusal', () => {
  it('lets a pending trip with an unpaid deposit be paid', () => {
    expect(depositRefusal(due)).toBeNull();
  });

  it.each([
    [{ depositPaid: true, status: 'confirmed' as const }, 'The deposit of this trip is already paid.'],
    [{ bulkPaymentId: 7 }, 'This trip is being paid by bank transfer.'],
    [{ status: 'draft' as const }, 'This trip is not waiting for a deposit.'],
    [{ status: 'confirmed' as const }, 'This trip is not waiting for a deposit.'],
    [{ status: 'canceled' as const }, 'This trip is not waiting for a deposit.'],
    [{ depositGrossCents: 0 }, 'This trip has no deposit to pay.'],
  ])('refuses %o', (change, message) => {
    expect(depositRefusal({ ...due, ...change })).toBe(message);
  });
});

describe('depositIdempotencyKey', () => {
  it('names the trip, the amount and the attempt', () => {
    expect(depositIdempotencyKey(42, 3750, 1)).toBe('trip-42-deposit-3750-1');
    expect(depositIdempotencyKey(42, 4000, 2)).not.toBe(depositIdempotencyKey(42, 3750, 2));
  });
});
