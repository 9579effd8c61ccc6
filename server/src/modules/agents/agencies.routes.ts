import {
  agencyAdminSchema,
  agencyFormSchema,
  agencyIdParamsSchema,
  agencyListQuerySchema,
  agencyListSchema,
  setAgencyActiveRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
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
};
