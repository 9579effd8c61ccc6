import type { FastifyInstance, RouteOptions } from 'fastify';
import { mayAsk, type Action } from '../permissions/can.ts';
import { forbidden } from './app-error.ts';
import { BACK_OFFICE_PREFIX } from './back-office-prefix.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The action of can.ts the route's service asks. Its role-level half (`mayAsk`) is checked
     * before the request's input is validated: a role that may never call the route gets 403, not
     * a 422 naming the route's fields. The service still decides on the object itself.
     */
    permission?: Action;
  }
}

/** The API routes that must name their permission: signed-in ones outside the back office (staff only, back-office-prefix.ts). */
function needsDeclaredPermission(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  const url = route.url;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs') || url.startsWith(BACK_OFFICE_PREFIX)) return false;
  return route.config?.public !== true;
}

/**
 * Refuses a signed-in caller whose roles can never be allowed the route's action, before its input
 * is validated; and refuses to start an app with a signed-in API route that names no permission,
 * so a new route decides who may call it. Registered after the sessions hook (signed out: 401
 * first) and before any route.
 */
export function registerRoutePermissions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (needsDeclaredPermission(route) && route.config?.permission === undefined) {
      throw new Error(`${String(route.method)} ${route.url} names no permission: give it config.permission (the action its service asks) or config.public`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (permission !== undefined && !mayAsk(request.actor, permission)) throw forbidden();
  });
}
