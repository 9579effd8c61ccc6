import {
  companyAdminSchema,
  companyFormSchema,
  companyIdParamsSchema,
  companyListQuerySchema,
  companyListSchema,
  setCompanyActiveRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { CompaniesService } from './companies.service.ts';

const tags = ['fleet'];

/** The back office's Companies (staff; docs/decisions/0023-back-office.md). */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.get(
    '/api/admin/companies/',
    {
      schema: {
        tags,
        summary: 'Driver companies with their counts of drivers and vehicles, searchable by name, hometown, country and e-mail (staff)',
        querystring: companyListQuerySchema,
        response: { 200: companyListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => companies.listCompanies(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/companies/:companyId/',
    {
      schema: {
        tags,
        summary: 'One driver company with its details and payout account (staff)',
        params: companyIdParamsSchema,
        response: { 200: companyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => companies.getCompany(requireActor(request), request.params.companyId),
  );

  app.post(
    '/api/admin/companies/',
    {
      schema: {
        tags,
        summary: 'Create a driver company, approved and active (staff)',
        body: companyFormSchema,
        response: { 201: companyAdminSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await companies.createCompany(requireActor(request), request.body)),
  );

  app.post(
    '/api/admin/companies/:companyId/',
    {
      schema: {
        tags,
        summary: "Change a driver company's details and payout account (staff)",
        params: companyIdParamsSchema,
        body: companyFormSchema,
        response: { 200: companyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => companies.updateCompany(requireActor(request), request.params.companyId, request.body),
  );

  app.post(
    '/api/admin/companies/:companyId/set_active/',
    {
      schema: {
        tags,
        summary: 'Deactivate or reactivate a driver company: inactive, it sees no offers and its drivers and vehicles cannot be assigned (staff)',
        params: companyIdParamsSchema,
        body: setCompanyActiveRequestSchema,
        response: { 200: companyAdminSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => companies.setCompanyActive(requireActor(request), request.params.companyId, request.body.is_active),
  );
};
