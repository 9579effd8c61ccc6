import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../sessions/session-token.ts';

/**
 * A signed-in answer is somebody's own data (their trips, their customers, their account), so no
 * cache keeps it: not a shared proxy, and not the browser, where the back button after signing out
 * on a shared computer would show it again. A request counts as signed in when its session resolved
 * to an actor or it carries a session cookie at all (an expired one too: its 401 is nobody's to keep).
 */
function isSignedInApiRequest(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  return request.actor !== null || request.cookies?.[SESSION_COOKIE] !== undefined;
}

/**
 * Every signed-in /api/ answer, errors and files included, carries `Cache-Control: no-store`,
 * replacing any other caching a route set: a driver's licence served to the company's admin is no
 * less private than the JSON around it. Registered on the root app, after the sessions plugin
 * decorates `actor`.
 */
export function registerNoStoreForSignedIn(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isSignedInApiRequest(request)) return payload;
    const own = reply.getHeader('cache-control');
    // A route's own no-store (with `private` beside it, say) already says it.
    if (typeof own !== 'string' || !/\bno-store\b/.test(own)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
