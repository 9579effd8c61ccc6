import fc from 'fast-check';
import { CLAIM_REFUSALS, TRIP_STATUSES, type TripStatus } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { busyWindow } from './busy-window.ts';
import { canChangeAssignment, canReleaseClaim } from './change-window.ts';
import { escalationStep } from './unclaimed-escalation.ts';
import { claimRefusal, type ClaimCandidate } from './claim-refusal.ts';
import { vehicleFitRefusal } from './vehicle-fit.ts';

const NOW = new Date('2030-06-01T10:00:00Z');
const HOUR = 3_600_000;

describe('claimRefusal', () => {
  const open: ClaimCandidate = { status: 'confirmed', offerDrivers: true, companyId: null, pickupAt: new Date(NOW.getTime() + 48 * HOUR) };

  it.each<[string, Partial<ClaimCandidate>, string | null]>([
    ['an offered, confirmed, unclaimed trip', {}, null],
    ['an offered trip waiting for its deposit', { status: 'pending_payment' }, null],
    ['a trip never offered', { offerDrivers: false }, CLAIM_REFUSALS.notOffered],
    ['a canceled trip', { status: 'canceled' }, CLAIM_REFUSALS.closed],
    ['a completed trip', { status: 'completed' }, CLAIM_REFUSALS.closed],
    ['a trip another company claimed', { companyId: 4 }, CLAIM_REFUSALS.alreadyClaimed],
    ['a trip picked up right now', { pickupAt: NOW }, CLAIM_REFUSALS.pickupPassed],
    ['a trip picked up in a minute', { pickupAt: new Date(NOW.getTime() + 60_000) }, null],
  ])('%s', (_name, changes, expected) => {
    expect(claimRefusal({ ...open, ...changes }, NOW)).toBe(expected);
  });

  it('lets exactly the offered, open, unclaimed, future trips be claimed', () => {
    const candidate = fc.record({
      status: fc.constantFrom<TripStatus>(...TRIP_STATUSES),
      offerDrivers: fc.boolean(),
      companyId: fc.option(fc.nat(), { nil: null }),
      pickupAt: fc.date({ min: new Date('2029-01-01'), max: new Date('2031-01-01'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(candidate, (trip) => {
        const claimable =
          trip.offerDrivers && (trip.status === 'pending_payment' || trip.status === 'confirmed') && trip.companyId === null && trip.pickupAt > NOW;
        expect(claimRefusal(trip, NOW) === null).toBe(claimable);
      }),
    );
  });
});

describe('canChangeAssignment', () => {
  const pickupAt = new Date('2030-06-03T10:00:00Z');
  it.each<[string, number, boolean]>([
    ['two days before', 48, true],
    ['a minute more than 24 hours before', 24 + 1 / 60, true],
    ['exactly 24 hours before', 24, false],
    ['an hour before', 1, false],
    ['after pickup', -1, false],
  ])('%s', (_name, hoursBefore, expected) => {
    expect(canChangeAssignment(pickupAt, new Date(pickupAt.getTime() - hoursBefore * HOUR))).toBe(expected);
  });
});

describe('vehicleFitRefusal', () => {
  // The initial migration's types: seats and tariff per km.
  const sedan = { vehicleTypeId: 1, maxPassengers: 3, pricePerKmCents: 85 };
  const premiumSedan = { vehicleTypeId: 2, maxPassengers: 3, pricePerKmCents: 120 };
  const van = { vehicleTypeId: 3, maxPassengers: 7, pricePerKmCents: 110 };
  it.each<[string, typeof sedan, typeof sedan, number, string | null]>([
    ['the booked type', sedan, sedan, 3, null],
    ['a Van for a Sedan', van, sedan, 2, null],
    ['a Premium Sedan for a Sedan', premiumSedan, sedan, 3, null],
    ['a Sedan for a Premium Sedan', sedan, premiumSedan, 2, CLAIM_REFUSALS.vehicleTypeMismatch],
    ['a Van for a Premium Sedan (cheaper class)', van, premiumSedan, 2, CLAIM_REFUSALS.vehicleTypeMismatch],
    ['a Sedan for a Van, even for one passenger', sedan, van, 1, CLAIM_REFUSALS.vehicleTypeMismatch],
    ['the booked type with too few seats', sedan, sedan, 4, CLAIM_REFUSALS.vehicleTooSmall],
  ])('%s', (_name, vehicle, booked, passengers, expected) => {
    expect(vehicleFitRefusal(vehicle, booked, passengers)).toBe(expected);
  });
});

describe('busyWindow', () => {
  it('runs from pickup through the route, the stops and the hour of buffer', () => {
    const pickupAt = new Date('2030-06-15T10:00:00Z');
    const window = busyWindow({ pickupAt, durationS: 2 * 3600, stops: [{ time: 60 }, { time: 90 }] });
    expect(window).toEqual({ from: pickupAt, until: new Date('2030-06-15T15:30:00Z') });
  });
});

describe('canReleaseClaim', () => {
  const pickupAt = new Date('2030-06-03T10:00:00Z');
  it.each<[number, boolean]>([
    [72, true],
    [48 + 1 / 60, true],
    [48, false],
    [12, false],
  ])('%s hours before pickup: %s', (hoursBefore, expected) => {
    expect(canReleaseClaim(pickupAt, new Date(pickupAt.getTime() - hoursBefore * HOUR))).toBe(expected);
  });
});

describe('escalationStep', () => {
  const pickupAt = new Date('2030-06-03T10:00:00Z');
  it.each<[number, number | null]>([
    [72, null],
    [48.5, null],
    [48, 48],
    [30, 48],
    [24, 24],
    [1, 24],
    [0, null],
    [-2, null],
  ])('%s hours before pickup: step %s', (hoursBefore, expected) => {
    expect(escalationStep(pickupAt, new Date(pickupAt.getTime() - hoursBefore * HOUR))).toBe(expected);
  });
});
