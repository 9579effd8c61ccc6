import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROLES, type Actor } from './actor.ts';
import { ACTIONS, can, mayAsk, type ObjectAction, type ResourceOf } from './can.ts';
import { actorArb, maybeId, smallId, tripArb } from '../../../test/permission-arbitraries.ts';

// A route's gate (mayAsk) is checked before its input is validated, and the service decides on the
// object after. A gate narrower than its rule would refuse someone the rule allows; these properties
// hold every gate to its rule.

const fleetRecordArb = fc.record({ companyId: smallId, driverId: maybeId });
// Typed by every object-level action, so a new one cannot be left out.
const objectArbs: { [A in ObjectAction]: fc.Arbitrary<ResourceOf<A>> } = {
  'trip.read': tripArb,
  'trip.readSale': tripArb,
  'trip.edit': tripArb,
  'trip.editInfo': tripArb,
  'quote.use': fc.record({ createdByUserId: maybeId }),
  'payments.readBulk': fc.record({ agentUserId: maybeId, agencyId: maybeId }),
  'invitations.manage': fc.record({ role: fc.constantFrom('agent' as const, 'driver' as const), agencyId: maybeId, companyId: maybeId }),
  'agents.manage': fc.record({ agencyId: maybeId }),
  'fleet.manage': fleetRecordArb,
  'fleet.readFiles': fleetRecordArb,
  'fleet.readDriverDocuments': fleetRecordArb,
};
const objectActions = Object.keys(objectArbs) as ObjectAction[];

describe('role gates', () => {
  it.each(objectActions)('%s: whoever the rule allows for some object passes the gate', (action) => {
    fc.assert(
      fc.property(actorArb, objectArbs[action] as fc.Arbitrary<never>, (actor, object) => {
        if (can(actor, action, object)) expect(mayAsk(actor, action)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a role-level action is its own gate', () => {
    const roleActions = ACTIONS.filter((action) => !(objectActions as string[]).includes(action));
    fc.assert(
      fc.property(actorArb, fc.constantFrom(...roleActions), (actor, action) => {
        expect(mayAsk(actor, action)).toBe((can as (a: Actor, action: string) => boolean)(actor, action));
      }),
      { numRuns: 2000 },
    );
  });

  it('a user without a role passes only the gates open to everyone signed in', () => {
    const nobody: Actor = { userId: 1, realUserId: 1, realIsStaff: false, sessionId: 1, firstName: '', lastName: '', ...NO_ROLES };
    expect(ACTIONS.filter((action) => mayAsk(nobody, action)).sort()).toEqual(['account.manageOwn', 'catalogue.read', 'quote.use']);
    expect(mayAsk(null, 'catalogue.read')).toBe(false);
  });
});

