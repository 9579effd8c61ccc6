import type { FastifyInstance } from 'fastify';
import { forbidden, notAuthenticated } from './app-error.ts';

/** Every back-office call's path starts with it (docs/decisions/0023-back-office.md). */
export const BACK_OFFICE_PREFIX = '/api/admin/';

/**
 * Refuses a /api/admin/ call from anyone but staff before its input is validated: signed out 401,
 * any other role (or staff viewing as another user) 403, so a wrong body or id never tells a
 * non-staff user anything about a staff call. The services still start with `authorize`; this is
 * the same answer, given earlier and for every back-office route at once. Registered after the
 * sessions hook, which loads the actor.
 */
export function registerBackOfficeGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith(BACK_OFFICE_PREFIX)) return;
    if (!request.actor) throw notAuthenticated();
    if (!request.actor.isStaff) throw forbidden();
  });
}
