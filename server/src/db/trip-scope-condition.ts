import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { TripScope } from '../platform/permissions/trip-scope.ts';
import { trips } from './schema/index.ts';

/**
 * A trip scope (platform/permissions/trip-scope.ts) as a WHERE condition on `trips`, for every
 * area that lists trips for somebody (the trips screen, the payments screen).
 */
export function tripScopeCondition(scope: TripScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const parts: SQL[] = [];
  if (scope.agentUserId !== null) parts.push(eq(trips.agentUserId, scope.agentUserId));
  if (scope.agencyId !== null) parts.push(eq(trips.agencyId, scope.agencyId));
  if (scope.driverId !== null) parts.push(eq(trips.driverId, scope.driverId));
  if (scope.companyId !== null) parts.push(eq(trips.companyId, scope.companyId));
  return parts.length === 0 ? sql`false` : or(...parts);
}
