import { TRIP_STATUSES, type TripStatus } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { customerContactShownToDriver } from './customer-contact.ts';

const PICKUP = new Date('2030-06-10T08:00:00Z');
const HOUR = 3_600_000;
const at = (hoursFromPickup: number) => new Date(PICKUP.getTime() + hoursFromPickup * HOUR);

describe('the customer contact the driver side sees', () => {
  it.each([
    ['a week before pickup', at(-168), false],
    ['a second before the 24 hours', new Date(at(-24).getTime() - 1000), false],
    ['24 hours before pickup', at(-24), true],
    ['at pickup', at(0), true],
    ['a day after, less a second', new Date(at(24).getTime() - 1000), true],
    ['a day after pickup', at(24), false],
  ])('a confirmed trip, %s: %s', (_when, now, shown) => {
    expect(customerContactShownToDriver({ status: 'confirmed', pickupAt: PICKUP }, now)).toBe(shown);
  });

  it.each(TRIP_STATUSES.map((status) => [status, status !== 'draft' && status !== 'canceled'] as [TripStatus, boolean]))(
    'on the day of the trip, a trip that is %s: %s',
    (status, shown) => {
      expect(customerContactShownToDriver({ status, pickupAt: PICKUP }, at(-2))).toBe(shown);
    },
  );
});
