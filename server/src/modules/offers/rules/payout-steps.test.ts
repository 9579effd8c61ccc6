import { describe, expect, it } from 'vitest';
import { dueSteps, maxPayoutRaise, raiseAfterStep } from './payout-steps.ts';

const pickup = new Date('2030-06-15T10:00:00Z');
const hoursBefore = (hours: number) => new Date(pickup.getTime() - hours * 3_600_000);

describe('dueSteps', () => {
  it('is each step reached and not taken, furthest first', () => {
    expect(dueSteps([24, 72, 48], new Set(), hoursBefore(80), hoursBefore(80))).toEqual([]);
    expect(dueSteps([24, 72, 48], new Set(), pickup, hoursBefore(72))).toEqual([72]);
    expect(dueSteps([24, 72, 48], new Set([72]), pickup, hoursBefore(30))).toEqual([48]);
    expect(dueSteps([24, 72, 48], new Set(), pickup, hoursBefore(30))).toEqual([72, 48]);
  });

  it('is nothing once pickup has come', () => {
    expect(dueSteps([72, 48, 24], new Set(), pickup, pickup)).toEqual([]);
  });
});

describe('maxPayoutRaise', () => {
  it('leaves the platform the floor’s share of the net price, rounded in its favour', () => {
    expect(maxPayoutRaise({ platformFeeNetCents: 2110, priceNetCents: 12_000 }, 500)).toBe(1510);
    expect(maxPayoutRaise({ platformFeeNetCents: 2110, priceNetCents: 12_001 }, 500)).toBe(1509);
  });

  it('is 0 when the platform already keeps less than the floor', () => {
    expect(maxPayoutRaise({ platformFeeNetCents: 500, priceNetCents: 12_000 }, 500)).toBe(0);
  });
});

describe('raiseAfterStep', () => {
  it('adds the step, stops at the maximum, and never lowers a raise partners saw', () => {
    expect(raiseAfterStep(0, 1000, 1510)).toBe(1000);
    expect(raiseAfterStep(1000, 1000, 1510)).toBe(1510);
    expect(raiseAfterStep(1800, 1000, 1510)).toBe(1800);
  });
});
