import {
  agencyAdminSchema,
  agencyFormSchema,
  agencyIdParamsSchema,
  agencyListQuerySchema,
  agencyListSchema,
  ownAgencyFormSchema,
  setAgencyActiveRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { AgenciesService } from './agencies.service.ts';

/** The back office's Agencies (staff; docs/decisions/0023-back-office.md). */
export const agenciesRoutes: FastifyPluginAsyncZod<{ agencies: AgenciesService }> = async (app, { agencies }) => {
  staffRecordRoutes(app, {
    path: '/api/admin/agencies/',
    idParam: 'agencyId',
    params: agencyIdParamsSchema,
    record: agencyAdminSchema,
    tags: ['agents'],
    audit: 'agents.agency',
    list: {
      summary: 'Agencies with their commission and number of agents, searchable by name, e-mail and VAT (staff)',
      query: agencyListQuerySchema,
      answer: agencyListSchema,
      errors: [401, 403, 422],
      handle: (actor, query) => agencies.listAgencies(actor, query),
    },
    get: {
      summary: 'One agency with its commission and contact details (staff)',
      errors: [401, 403, 404, 422],
      handle: (actor, { agencyId }) => agencies.getAgency(actor, agencyId),
    },
    create: {
      summary: 'Create an agency; its commission must keep every price breakdown whole (staff)',
      body: agencyFormSchema,
      errors: [401, 403, 422],
      handle: (actor, body) => agencies.createAgency(actor, body),
    },
    update: {
      summary: "Change an agency's details or commission; a new commission applies to quotes made after it (staff)",
      body: agencyFormSchema,
      errors: [401, 403, 404, 422],
      handle: (actor, { agencyId }, body) => agencies.updateAgency(actor, agencyId, body),
    },
    setActive: {
      summary: 'Deactivate or reactivate an agency: inactive, its agents cannot sign in and their sessions end (staff)',
      body: setAgencyActiveRequestSchema,
      errors: [401, 403, 404, 422],
      handle: (actor, { agencyId }, isActive) => agencies.setAgencyActive(actor, agencyId, isActive),
    },
  });

  // Settings: an agency admin's own agency (issue 30); the service takes the agency from the session.
  app.get(
    '/api/agency/',
    {
      config: { permission: 'agency.manageOwn' },
      schema: { tags: ['agents'], summary: "The signed-in agency admin's own agency", response: { 200: agencyAdminSchema, ...errorReplies(401, 403, 404) } },
    },
    async (request) => agencies.getOwnAgency(requireActor(request)),
  );
  app.post(
    '/api/agency/',
    {
      config: { permission: 'agency.manageOwn' },
      schema: {
        tags: ['agents'],
        summary: "Change the signed-in agency admin's own agency: name, contact details, address and VAT (not its commission)",
        body: ownAgencyFormSchema,
        response: { 200: agencyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => agencies.updateOwnAgency(requireActor(request), request.body),
  );
};
