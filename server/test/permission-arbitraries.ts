import fc from 'fast-check';
import { TRIP_STATUSES } from '@vozimo/contract';
import type { Actor } from '../src/platform/permissions/actor.ts';
import type { TripAccess } from '../src/platform/permissions/can.ts';

// Random actors and trips for the permission property tests. Small id ranges, so random actors and
// objects often share a user, an agency, a company or a driver.
export const smallId = fc.integer({ min: 1, max: 3 });
export const maybeId = fc.option(smallId, { nil: null });

export const actorArb: fc.Arbitrary<Actor> = fc.record({
  userId: smallId,
  realUserId: smallId,
  realIsStaff: fc.boolean(),
  sessionId: fc.constant(1),
  firstName: fc.constant('Test'),
  lastName: fc.constant('Actor'),
  isStaff: fc.boolean(),
  isAgent: fc.boolean(),
  isAgencyAdmin: fc.boolean(),
  isDriver: fc.boolean(),
  isDriverAdmin: fc.boolean(),
  agencyId: maybeId,
  driverId: maybeId,
  companyId: maybeId,
});

export const tripArb: fc.Arbitrary<TripAccess> = fc.record({
  agentUserId: maybeId,
  agencyId: maybeId,
  companyId: maybeId,
  driverId: maybeId,
  status: fc.constantFrom(...TRIP_STATUSES),
});
