import fc from 'fast-check';
import { OFFER_TRIP_MESSAGES, TRIP_STATUSES, type TripStatus } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { offerRefusal, type OfferCandidate } from './offer-refusal.ts';

const NOW = new Date('2030-06-01T10:00:00Z');
const open: OfferCandidate = {
  status: 'confirmed',
  driverId: null,
  vehicleId: null,
  companyId: null,
  offerDrivers: false,
  pickupAt: new Date('2030-06-15T10:00:00Z'),
};

describe('offerRefusal', () => {
  it.each<[string, Partial<OfferCandidate>, string | null]>([
    ['a confirmed trip without driver and vehicle', {}, null],
    ['a trip waiting for its deposit', { status: 'pending_payment' }, null],
    ['a quote', { status: 'draft' }, OFFER_TRIP_MESSAGES.draft],
    ['a completed trip', { status: 'completed' }, OFFER_TRIP_MESSAGES.closed],
    ['a canceled trip', { status: 'canceled' }, OFFER_TRIP_MESSAGES.closed],
    ['a no-show', { status: 'no_show' }, OFFER_TRIP_MESSAGES.closed],
    ['a trip with a driver', { driverId: 7, companyId: 3 }, OFFER_TRIP_MESSAGES.assigned],
    ['a trip with only a vehicle', { vehicleId: 9 }, OFFER_TRIP_MESSAGES.assigned],
    ['a claimed trip whose driver staff removed', { companyId: 3, offerDrivers: true }, OFFER_TRIP_MESSAGES.claimed],
    ['a trip already offered', { offerDrivers: true }, OFFER_TRIP_MESSAGES.alreadyOffered],
    ['a trip picked up a minute ago', { pickupAt: new Date(NOW.getTime() - 60_000) }, OFFER_TRIP_MESSAGES.pickupPassed],
    ['a trip picked up right now', { pickupAt: NOW }, OFFER_TRIP_MESSAGES.pickupPassed],
    ['a trip picked up in a minute', { pickupAt: new Date(NOW.getTime() + 60_000) }, null],
  ])('%s', (_name, changes, expected) => {
    expect(offerRefusal({ ...open, ...changes }, NOW)).toBe(expected);
  });

  it('offers exactly the open, unassigned, unoffered, future booked trips', () => {
    const candidate = fc.record({
      status: fc.constantFrom<TripStatus>(...TRIP_STATUSES),
      driverId: fc.option(fc.nat(), { nil: null }),
      vehicleId: fc.option(fc.nat(), { nil: null }),
      companyId: fc.option(fc.nat(), { nil: null }),
      offerDrivers: fc.boolean(),
      pickupAt: fc.date({ min: new Date('2029-01-01'), max: new Date('2031-01-01'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(candidate, (trip) => {
        const offerable =
          (trip.status === 'pending_payment' || trip.status === 'confirmed') &&
          trip.driverId === null &&
          trip.vehicleId === null &&
          trip.companyId === null &&
          !trip.offerDrivers &&
          trip.pickupAt > NOW;
        expect(offerRefusal(trip, NOW) === null).toBe(offerable);
      }),
    );
  });
});
