import {
  createStaffUserRequestSchema,
  invitationAdminListQuerySchema,
  invitationAdminListSchema,
  okResponseSchema,
  setUserActiveRequestSchema,
  setUserAdminRequestSchema,
  userAdminSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];

/**
 * The back office's Users (staff; docs/decisions/0023-back-office.md). Invitations are resent and
 * revoked with POST /api/invitations/{id}/resend/ and …/revoke/, which staff may call for any.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  staffRecordRoutes(app, {
    path: '/api/admin/users/',
    idParam: 'userId',
    params: userIdParamsSchema,
    record: userAdminSchema,
    tags,
    audit: 'accounts.user',
    list: {
      summary: 'Every account with its role flags and agency or company, searchable, by role and active (staff)',
      query: userListQuerySchema,
      answer: userListSchema,
      errors: [401, 403, 422],
      handle: (actor, query) => accounts.listUsers(actor, query),
    },
    create: {
      summary: 'Create a staff user without a password: a set-password link is e-mailed (staff)',
      body: createStaffUserRequestSchema,
      errors: [401, 403, 422],
      handle: (actor, body) => accounts.addStaffUser(actor, body),
    },
    setActive: {
      summary: "Deactivate or reactivate an account; deactivating ends its sessions (staff; never one's own)",
      body: setUserActiveRequestSchema,
      errors: [401, 403, 404, 409, 422],
      handle: (actor, { userId }, isActive) => accounts.setUserActive(actor, userId, isActive),
    },
  });

  app.post(
    '/api/admin/users/:userId/set_admin/',
    {
      config: { audit: ['accounts.user.grant_admin', 'accounts.user.withdraw_admin'] },
      schema: {
        tags,
        summary: "Make an agent its agency's admin or a driver its company's, or withdraw it (staff)",
        params: userIdParamsSchema,
        body: setUserAdminRequestSchema,
        response: { 200: userAdminSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => accounts.setUserAdmin(requireActor(request), request.params.userId, request.body.is_admin),
  );

  app.post(
    '/api/admin/users/:userId/send_password_reset/',
    {
      config: { audit: ['accounts.user.send_password_reset'] },
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
