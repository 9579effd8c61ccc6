import { describe, expect, it } from 'vitest';
import { makePendingTrip } from '../test/bulk-payments-fixtures.ts';
import { depositsTotal, effectiveSelection, isSelectable, selectAllState, toggleAll, toggleOne } from './selection.ts';

const open1 = makePendingTrip({ trip_id: 1, deposit_gross: '16.88' });
const open2 = makePendingTrip({ trip_id: 2, deposit_gross: '25.05' });
const inTransfer = makePendingTrip({ trip_id: 3, bulk_payment: { bulk_payment_id: 9, payment_reference: 'VZB-9', is_paid: false } });
const trips = [open1, open2, inTransfer];

describe('choosing trips for a bank transfer', () => {
  it('never lets a trip in a bank transfer be chosen', () => {
    expect(trips.map(isSelectable)).toEqual([true, true, false]);
    expect(effectiveSelection(trips, new Set([1, 3])).map((t) => t.trip_id)).toEqual([1]);
    expect(toggleAll(trips, new Set())).toEqual(new Set([1, 2]));
  });

  it('shows the select-all box empty, indeterminate or checked', () => {
    expect(selectAllState(trips, new Set())).toEqual({ checked: false, indeterminate: false, disabled: false });
    expect(selectAllState(trips, new Set([2]))).toEqual({ checked: false, indeterminate: true, disabled: false });
    // The trip in a transfer does not count: both open trips chosen is "all".
    expect(selectAllState(trips, new Set([1, 2]))).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(selectAllState([inTransfer], new Set())).toEqual({ checked: false, indeterminate: false, disabled: true });
  });

  it('select-all chooses every open trip, and clears them when all were chosen', () => {
    expect(toggleAll(trips, new Set([1]))).toEqual(new Set([1, 2]));
    expect(toggleAll(trips, new Set([1, 2]))).toEqual(new Set());
  });

  it('ticks and unticks one trip', () => {
    expect(toggleOne(new Set([1]), 2)).toEqual(new Set([1, 2]));
    expect(toggleOne(new Set([1, 2]), 1)).toEqual(new Set([2]));
  });

  it('adds the deposits to the cent', () => {
    expect(depositsTotal([open1, open2])).toBe('41.93');
    expect(depositsTotal([])).toBe('0.00');
    // 0.1 + 0.2 in cents, not floating point.
    expect(depositsTotal([makePendingTrip({ deposit_gross: '0.10' }), makePendingTrip({ deposit_gross: '0.20' })])).toBe('0.30');
    expect(depositsTotal(Array.from({ length: 200 }, () => makePendingTrip({ deposit_gross: '1234.99' })))).toBe('246998.00');
  });
});
