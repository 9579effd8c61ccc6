import {
  agencyAdminSchema,
  agencyFormSchema,
  agencyIdParamsSchema,
  agencyListQuerySchema,
  agencyListSchema,
  setAgencyActiveRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { AgenciesService } from './agencies.service.ts';

const tags = ['agents'];

/** The back office's Agencies (staff; docs/decisions/0023-back-office.md). */
export const agenciesRoutes: FastifyPluginAsyncZod<{ agencies: AgenciesService }> = async (app, { agencies }) => {
  app.get(
    '/api/admin/agencies/',
    {
      schema: {
        tags,
        summary: 'Agencies with their commission and number of agents, searchable by name, e-mail and VAT (staff)',
        querystring: agencyListQuerySchema,
        response: { 200: agencyListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => agencies.listAgencies(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/agencies/:agencyId/',
    {
      schema: {
        tags,
        summary: 'One agency with its commission and contact details (staff)',
        params: agencyIdParamsSchema,
        response: { 200: agencyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => agencies.getAgency(requireActor(request), request.params.agencyId),
  );

  app.post(
    '/api/admin/agencies/',
    {
      schema: {
        tags,
        summary: 'Create an agency; its commission must keep every price breakdown whole (staff)',
        body: agencyFormSchema,
        response: { 201: agencyAdminSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await agencies.createAgency(requireActor(request), request.body)),
  );

  app.post(
    '/api/admin/agencies/:agencyId/',
    {
      schema: {
        tags,
        summary: "Change an agency's details or commission; a new commission applies to quotes made after it (staff)",
        params: agencyIdParamsSchema,
        body: agencyFormSchema,
        response: { 200: agencyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => agencies.updateAgency(requireActor(request), request.params.agencyId, request.body),
  );

  app.post(
    '/api/admin/agencies/:agencyId/set_active/',
    {
      schema: {
        tags,
        summary: 'Deactivate or reactivate an agency: inactive, its agents cannot sign in and their sessions end (staff)',
        params: agencyIdParamsSchema,
        body: setAgencyActiveRequestSchema,
        response: { 200: agencyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => agencies.setAgencyActive(requireActor(request), request.params.agencyId, request.body.is_active),
  );
};
