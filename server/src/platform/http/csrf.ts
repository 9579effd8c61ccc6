import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, newSecretToken, secretsEqual } from '../sessions/session-token.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few routes verified otherwise (card-provider webhooks, by signature). */
    csrf?: boolean;
  }
}

/** A random part, and for a signed-in browser a dot and its binding to the session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}(\.[A-Za-z0-9_-]{43})?$/;

/** The token's tie to one session: an HMAC of its random part keyed with the session's own secret token. */
const bindingOf = (nonce: string, sessionToken: string) => createHmac('sha256', sessionToken).update(nonce).digest('base64url');

/** A new CSRF token: bound to `sessionToken` when there is one, so it is worth nothing in another session. */
export function newCsrfToken(sessionToken: string | undefined): string {
  const nonce = newSecretToken();
  return sessionToken ? `${nonce}.${bindingOf(nonce, sessionToken)}` : nonce;
}

/**
 * Whether `token` may be used with the session cookie the request carries. Signed in, it must be
 * bound to that session; a visitor without a session may use any well-formed token (there is no
 * session to bind to, and a sign-in answer replaces it with a bound one).
 */
function tokenFitsSession(token: string, sessionToken: string | undefined): boolean {
  if (!TOKEN_SHAPE.test(token)) return false;
  if (!sessionToken) return true;
  const [nonce, binding] = token.split('.');
  return binding !== undefined && nonce !== undefined && secretsEqual(binding, bindingOf(nonce, sessionToken));
}

/** Gives the browser a CSRF cookie for `sessionToken` (readable by the page's script, which echoes it). */
export function setCsrfCookie(reply: FastifyReply, sessionToken: string | undefined, options: { secure: boolean }): void {
  reply.setCookie(CSRF_COOKIE, newCsrfToken(sessionToken), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: 365 * 24 * 60 * 60,
  });
}

/**
 * Double-submit CSRF protection with the token bound to the session (issue 16, finding 9;
 * docs/security.md): every response whose request lacks a fitting `csrftoken` cookie gets one, and
 * every unsafe request must echo it in `X-CSRFToken`. A cross-site page can neither read the cookie
 * nor set the header; and a cookie planted from elsewhere (a sibling subdomain) is not bound to the
 * victim's session, so it is refused too. Signing in sets a token bound to the new session
 * (setSessionCookie).
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const sessionToken = request.cookies[SESSION_COOKIE] || undefined;
    let cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken || !tokenFitsSession(cookieToken, sessionToken)) {
      cookieToken = undefined;
      setCsrfCookie(reply, sessionToken, options);
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !secretsEqual(headerToken, cookieToken)) {
      throw new AppError(403, 'CSRF Failed: CSRF token missing or incorrect.');
    }
  });
}
