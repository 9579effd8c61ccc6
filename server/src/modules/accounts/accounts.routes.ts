import {
  acceptInvitationRequestSchema,
  changePasswordRequestSchema,
  createInvitationRequestSchema,
  currentUserSchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  linkTokenQuerySchema,
  okResponseSchema,
  ownAccountSchema,
  passwordResetConfirmSchema,
  passwordResetPreviewSchema,
  passwordResetRequestSchema,
  updateOwnAccountRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor, setSessionCookie, type SessionCookieOptions } from '../../platform/sessions/sessions-plugin.ts';
import { SESSION_COOKIE } from '../../platform/sessions/session-token.ts';
import { toCurrentUser, type AuthService, type OpenedSession } from '../auth/ports.ts';
import type { AccountsService } from './accounts.service.ts';

const errors = errorReplies(400, 401, 403, 404, 409, 422, 429);

/**
 * Invitations, "Forgot password" and Settings (docs/decisions/0021-accounts.md). The public routes
 * take a link's token; the ones that end in a signed-in user set the session cookie as sign-in does.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  auth: Pick<AuthService, 'signOut'>;
  cookies: SessionCookieOptions;
}> = async (app, { accounts, auth, cookies }) => {
  /** The new session replaces whatever session the browser had (no session fixation), as POST /api/auth/ does. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, session: OpenedSession) {
    await auth.signOut(request.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, session.token, session.cookieExpiresAt, cookies);
    return toCurrentUser(session.actor);
  }

  app.post(
    '/api/invitations/',
    {
      config: { permission: 'invitations.list' },
      schema: {
        tags: ['accounts'],
        summary: 'Invite an agent (agency admin) or the driver of a driver record (driver admin); staff either, anywhere',
        body: createInvitationRequestSchema,
        response: { 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.createInvitation(requireActor(request), request.body)),
  );

  app.get(
    '/api/invitations/',
    {
      config: { permission: 'invitations.list' },
      schema: {
        tags: ['accounts'],
        summary: "The caller's agency's or company's invitations, newest first (staff: all)",
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => accounts.listInvitations(requireActor(request), request.query.role),
  );

  app.post(
    '/api/invitations/:invitationId/resend/',
    {
      config: { permission: 'invitations.list' },
      schema: {
        tags: ['accounts'],
        summary: 'Send the invitation again with a new link and a new expiry; the old link stops working',
        params: invitationIdParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => accounts.resendInvitation(requireActor(request), request.params.invitationId),
  );

  app.post(
    '/api/invitations/:invitationId/revoke/',
    {
      config: { permission: 'invitations.list' },
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the invitation: its link stops working',
        params: invitationIdParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => accounts.revokeInvitation(requireActor(request), request.params.invitationId),
  );

  app.get(
    '/api/public/invitation/',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'The invitation behind a link (404 when the link is unknown, expired, used or revoked)',
        querystring: linkTokenQuerySchema,
        response: { 200: invitationPreviewSchema, ...errors },
      },
    },
    async (request) => accounts.previewInvitation(request.query.token),
  );

  app.post(
    '/api/public/accept_invitation/',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Open the invited account with a username and password, and sign in',
        body: acceptInvitationRequestSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => signedIn(request, reply, await accounts.acceptInvitation(request.body)),
  );

  app.post(
    '/api/password_reset/',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password: e-mail a link to set a new one (the same answer whether an account uses the address)',
        body: passwordResetRequestSchema,
        response: { 202: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await accounts.requestPasswordReset(request.body.email, request.ip)),
  );

  app.get(
    '/api/public/password_reset/',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Whether a set-password link still works',
        querystring: linkTokenQuerySchema,
        response: { 200: passwordResetPreviewSchema, ...errors },
      },
    },
    async (request) => accounts.previewPasswordReset(request.query.token),
  );

  app.post(
    '/api/public/password_reset/confirm/',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: "Set the new password: the account's other sessions end, and this browser is signed in",
        body: passwordResetConfirmSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => signedIn(request, reply, await accounts.confirmPasswordReset(request.body.token, request.body.password)),
  );

  app.get(
    '/api/account/',
    {
      config: { permission: 'account.manageOwn' },
      schema: { tags: ['accounts'], summary: 'Settings: your own account', response: { 200: ownAccountSchema, ...errors } },
    },
    async (request) => accounts.getOwnAccount(requireActor(request)),
  );

  app.post(
    '/api/account/',
    {
      config: { permission: 'account.manageOwn' },
      schema: {
        tags: ['accounts'],
        summary: 'Settings: change your name and e-mail address',
        body: updateOwnAccountRequestSchema,
        response: { 200: ownAccountSchema, ...errors },
      },
    },
    async (request) => accounts.updateOwnAccount(requireActor(request), request.body),
  );

  app.post(
    '/api/account/password/',
    {
      config: { permission: 'account.manageOwn' },
      schema: {
        tags: ['accounts'],
        summary: 'Settings: change your password (your other sessions end)',
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => accounts.changeOwnPassword(requireActor(request), request.body.current_password, request.body.new_password),
  );
};
