import {
  authOverrideRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  okResponseSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import {
  clearSessionCookie,
  requireActor,
  setSessionCookie,
  type SessionCookieOptions,
} from '../../platform/sessions/sessions-plugin.ts';
import { SESSION_COOKIE } from '../../platform/sessions/session-token.ts';
import { toCurrentUser, type AuthService } from './auth.service.ts';
import { KNOWN_DEVICE_COOKIE, setKnownDeviceCookie } from './known-device-cookie.ts';

const errors = errorReplies(400, 401, 403, 404, 422, 429);

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; cookies: SessionCookieOptions }> = async (app, { auth, cookies }) => {

  // GET answers 401 itself (the page treats it as "signed out"); POST and DELETE are open to visitors.
  app.get(
    '/api/auth/',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUserSchema, ...errorReplies(401) } } },
    async (request) => toCurrentUser(requireActor(request)),
  );

  app.post(
    '/api/auth/',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Sign in', body: loginRequestSchema, response: { 200: currentUserSchema, ...errors } } },
    async (request, reply) => {
      const session = await auth.signIn({ ...request.body, ipAddress: request.ip, deviceToken: request.cookies[KNOWN_DEVICE_COOKIE] });
      // A new sign-in replaces whatever session the browser had (no session fixation).
      await auth.signOut(request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, session.token, session.cookieExpiresAt, cookies);
      setKnownDeviceCookie(reply, session.knownDevice, cookies);
      return toCurrentUser(session.actor);
    },
  );

  app.delete(
    '/api/auth/',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Sign out', response: { 200: okResponseSchema, ...errorReplies(403) } } },
    async (request, reply) => {
      await auth.signOut(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, cookies);
      return { detail: 'Signed out.' };
    },
  );

  app.post(
    '/api/auth_override/',
    {
      config: { permission: 'auth.override' },
      schema: {
        tags: ['auth'],
        summary: 'Staff: act as an agent and/or a driver (console helper)',
        body: authOverrideRequestSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => toCurrentUser(await auth.startOverride(requireActor(request), request.body)),
  );

  app.delete(
    '/api/auth_override/',
    {
      config: { permission: 'auth.override' },
      schema: { tags: ['auth'], summary: 'Staff: end the override', response: { 200: currentUserSchema, ...errors } },
    },
    async (request) => toCurrentUser(await auth.endOverride(requireActor(request))),
  );
};
