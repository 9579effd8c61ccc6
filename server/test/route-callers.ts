import type { RegisteredRoute } from '../src/platform/http/route-registry.ts';
import type { RoleName } from './factories.ts';
import { ENDPOINT_MATRIX } from './permissions/endpoint-matrix.ts';

/** Tried in this order: staff pass the most role checks. */
const ROLES_IN_TURN: RoleName[] = ['staff', 'agencyAdmin', 'driverAdmin', 'agent', 'driver'];

/**
 * The role a test calls `route` as, so that its input gets past the role checks made before
 * validation (deny-by-default, back office, the route's permission) and reaches the route's
 * schemas: the first the permission matrix does not answer 401 or 403; staff when it has no entry.
 */
export function roleReachingSchemas(route: Pick<RegisteredRoute, 'method' | 'url'>): RoleName {
  const cases = ENDPOINT_MATRIX.filter((entry) => entry.method === route.method && entry.route === route.url);
  return ROLES_IN_TURN.find((role) => cases.some((entry) => entry.expect[role] !== 401 && entry.expect[role] !== 403)) ?? 'staff';
}

export const ROLES_REACHING_SCHEMAS = ROLES_IN_TURN;
