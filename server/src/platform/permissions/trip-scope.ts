import type { Actor } from './actor.ts';
import type { TripAccess } from './can.ts';

/**
 * Which trips an actor may see, as data a repository turns into SQL (db/trip-scope-condition.ts).
 * It mirrors the `trip.read` rule of can.ts (a property test keeps the two in step):
 * staff see all; an agent its own trips, an agency admin also its agency's; a driver the trips
 * assigned to it, a driver admin also its company's. A user with both roles sees both sets.
 */
export type TripScope =
  | { kind: 'all' }
  | {
      kind: 'some';
      agentUserId: number | null;
      agencyId: number | null;
      driverId: number | null;
      companyId: number | null;
    };

export function tripScopeOf(actor: Actor): TripScope {
  if (actor.isStaff) return { kind: 'all' };
  return {
    kind: 'some',
    agentUserId: actor.isAgent ? actor.userId : null,
    agencyId: actor.isAgent && actor.isAgencyAdmin ? actor.agencyId : null,
    driverId: actor.isDriver ? actor.driverId : null,
    companyId: actor.isDriver && actor.isDriverAdmin ? actor.companyId : null,
  };
}

/**
 * The trips an actor sold: its own, and its agency's for an agency admin; never the trips it
 * drives. What an agent pays deposits for (bank transfers).
 */
export function agentSideScopeOf(actor: Actor): TripScope {
  return agentSide(actor);
}

/**
 * What the Payments screen lists: the agent side's trips, which the actor pays; for staff without an
 * agent role (viewing the app as agent) every trip, which they read but do not pay (ADR 0018).
 */
export function pendingPaymentsScopeOf(actor: Actor): TripScope {
  if (actor.isStaff && !actor.isAgent) return { kind: 'all' };
  return agentSide(actor);
}

/**
 * The trips whose sale the actor sees (`trip.readSale`: the customer's link, the agent's prices):
 * every trip for staff, else the trips it sold. Never the trips it only drives (ADR 0046).
 */
export function saleScopeOf(actor: Actor): TripScope {
  return actor.isStaff ? { kind: 'all' } : agentSide(actor);
}

/** A scope that holds no trip: a user without the roles it asks for. */
export function isEmptyScope(scope: TripScope): boolean {
  return scope.kind === 'some' && scope.agentUserId === null && scope.agencyId === null && scope.driverId === null && scope.companyId === null;
}

function agentSide(actor: Actor): TripScope {
  return {
    kind: 'some',
    agentUserId: actor.isAgent ? actor.userId : null,
    agencyId: actor.isAgent && actor.isAgencyAdmin ? actor.agencyId : null,
    driverId: null,
    companyId: null,
  };
}

/** The same decision on one trip in memory: what the SQL of the repository computes for each row. */
export function scopeIncludes(scope: TripScope, trip: TripAccess): boolean {
  if (scope.kind === 'all') return true;
  const matches = (mine: number | null, theirs: number | null) => mine !== null && theirs === mine;
  return (
    matches(scope.agentUserId, trip.agentUserId) ||
    matches(scope.agencyId, trip.agencyId) ||
    matches(scope.driverId, trip.driverId) ||
    matches(scope.companyId, trip.companyId)
  );
}
