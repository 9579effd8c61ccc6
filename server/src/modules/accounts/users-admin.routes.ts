import {
  createStaffUserRequestSchema,
  invitationAdminListQuerySchema,
  invitationAdminListSchema,
  okResponseSchema,
  setUserActiveRequestSchema,
  userAdminSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];

/**
 * The back office's Users (staff; docs/decisions/0023-back-office.md). Invitations are resent and
 * revoked with POST /api/invitations/{id}/resend/ and …/revoke/, which staff may call for any.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get(
    '/api/admin/users/',
    {
      schema: {
        tags,
        summary: 'Every account with its role flags and agency or company, searchable, by role and active (staff)',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => accounts.listUsers(requireActor(request), request.query),
  );

  app.post(
    '/api/admin/users/',
    {
      schema: {
        tags,
        summary: 'Create a staff user without a password: a set-password link is e-mailed (staff)',
        body: createStaffUserRequestSchema,
        response: { 201: userAdminSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.addStaffUser(requireActor(request), request.body)),
  );

  app.post(
    '/api/admin/users/:userId/set_active/',
    {
      schema: {
        tags,
        summary: "Deactivate or reactivate an account; deactivating ends its sessions (staff; never one's own)",
        params: userIdParamsSchema,
        body: setUserActiveRequestSchema,
        response: { 200: userAdminSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => accounts.setUserActive(requireActor(request), request.params.userId, request.body.is_active),
  );

  app.post(
    '/api/admin/users/:userId/send_password_reset/',
    {
      schema: {
        tags,
        summary: "E-mail the account a link to set a new password (staff)",
        params: userIdParamsSchema,
        response: { 200: okResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => accounts.sendPasswordReset(requireActor(request), request.params.userId),
  );

  app.get(
    '/api/admin/invitations/',
    {
      schema: {
        tags,
        summary: 'Every invitation with the agency or company it is for, searchable, by status and role (staff)',
        querystring: invitationAdminListQuerySchema,
        response: { 200: invitationAdminListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => accounts.listInvitationsPage(requireActor(request), request.query),
  );
};
