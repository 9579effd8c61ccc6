import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { CSRF_COOKIE, CSRF_HEADER, newSecretToken, secretsEqual } from '../sessions/session-token.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few routes verified otherwise (card-provider webhooks, by signature). */
    csrf?: boolean;
  }
}

/**
 * Double-submit CSRF protection: every response without the `csrftoken` cookie gets one
 * (readable by the page's script), and every unsafe request must echo it in `X-CSRFToken`.
 * A cross-site page can neither read the cookie nor set the header.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    let cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken || !/^[A-Za-z0-9_-]{20,100}$/.test(cookieToken)) {
      cookieToken = undefined;
      reply.setCookie(CSRF_COOKIE, newSecretToken(), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
        maxAge: 365 * 24 * 60 * 60,
      });
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !secretsEqual(headerToken, cookieToken)) {
      throw new AppError(403, 'CSRF Failed: CSRF token missing or incorrect.');
    }
  });
}
