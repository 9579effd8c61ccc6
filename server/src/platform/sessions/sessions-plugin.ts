import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../permissions/actor.ts';
import { notAuthenticated } from '../http/app-error.ts';
import { setCsrfCookie } from '../http/csrf.ts';
import { SESSION_COOKIE } from './session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (after impersonation), or null. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** true for API routes open to visitors; every other /api route needs a signed-in user. */
    public?: boolean;
  }
}

/** Resolves a session cookie's token to the acting user; supplied by the auth module. */
export type ActorLoader = (sessionToken: string) => Promise<Actor | null>;

export interface SessionCookieOptions {
  secure: boolean;
}

/**
 * Loads the actor for every request from the `sessionid` cookie, and refuses (401) every /api
 * route not marked public before its input is even validated: deny by default.
 */
export function registerSessions(app: FastifyInstance, loadActor: ActorLoader): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await loadActor(token) : null;
  });
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.public === true) return;
    requireActor(request);
  });
}

/** The signed-in actor, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw notAuthenticated();
  return request.actor;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date | null,
  options: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    // No expiry: a browser-session cookie, gone when the browser closes.
    ...(expiresAt ? { expires: expiresAt } : {}),
  });
  // The CSRF token is bound to the session (http/csrf.ts): a new session needs a new one.
  setCsrfCookie(reply, token, options);
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure });
}
