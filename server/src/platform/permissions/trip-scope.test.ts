import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROLES, type Actor } from './actor.ts';
import { can } from './can.ts';
import { actorArb, tripArb } from '../../../test/permission-arbitraries.ts';
import { agentSideScopeOf, isEmptyScope, pendingPaymentsScopeOf, saleScopeOf, scopeIncludes, tripScopeOf } from './trip-scope.ts';

describe('trip scope', () => {
  it('includes exactly the trips trip.read allows, for any actor and trip', () => {
    fc.assert(
      fc.property(actorArb, tripArb, (actor, trip) => {
        expect(scopeIncludes(tripScopeOf(actor), trip)).toBe(can(actor, 'trip.read', trip));
      }),
      { numRuns: 2000 },
    );
  });

  it("agent side: exactly the trips trip.read allows the actor's agent role alone", () => {
    fc.assert(
      fc.property(actorArb, tripArb, (actor, trip) => {
        const agentRoleOnly: Actor = { ...actor, isStaff: false, isDriver: false, isDriverAdmin: false };
        expect(scopeIncludes(agentSideScopeOf(actor), trip)).toBe(can(agentRoleOnly, 'trip.read', trip));
      }),
      { numRuns: 2000 },
    );
  });

  it('sale: exactly the trips trip.readSale allows, for any actor and trip', () => {
    fc.assert(
      fc.property(actorArb, tripArb, (actor, trip) => {
        expect(scopeIncludes(saleScopeOf(actor), trip)).toBe(can(actor, 'trip.readSale', trip));
      }),
      { numRuns: 2000 },
    );
  });

  it('an empty scope includes no trip', () => {
    fc.assert(
      fc.property(actorArb, tripArb, (actor, trip) => {
        if (isEmptyScope(tripScopeOf(actor))) expect(scopeIncludes(tripScopeOf(actor), trip)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('payments screen: every trip for staff without an agent role (ADR 0018), else the agent side', () => {
    fc.assert(
      fc.property(actorArb, tripArb, (actor, trip) => {
        const expected = (actor.isStaff && !actor.isAgent) || scopeIncludes(agentSideScopeOf(actor), trip);
        expect(scopeIncludes(pendingPaymentsScopeOf(actor), trip)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['staff', { isStaff: true }, { kind: 'all' }],
    [
      'an agency admin',
      { isAgent: true, isAgencyAdmin: true, agencyId: 7 },
      { kind: 'some', agentUserId: 5, agencyId: 7, driverId: null, companyId: null },
    ],
    ['a plain agent', { isAgent: true, agencyId: 7 }, { kind: 'some', agentUserId: 5, agencyId: null, driverId: null, companyId: null }],
    [
      'a driver admin',
      { isDriver: true, isDriverAdmin: true, driverId: 4, companyId: 9 },
      { kind: 'some', agentUserId: null, agencyId: null, driverId: 4, companyId: 9 },
    ],
    ['a user without a role', {}, { kind: 'some', agentUserId: null, agencyId: null, driverId: null, companyId: null }],
  ])('%s', (_name, flags, expected) => {
    const actor: Actor = {
      userId: 5,
      realUserId: 5,
      realIsStaff: false,
      sessionId: 1,
      firstName: '',
      lastName: '',
      ...NO_ROLES,
      ...flags,
    };
    expect(tripScopeOf(actor)).toEqual(expected);
  });
});
