import {
  companyAdminInvitationRequestSchema,
  companyAdminSchema,
  companyFormSchema,
  companyIdParamsSchema,
  companyListQuerySchema,
  companyListSchema,
  setCompanyActiveRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { CompaniesService } from './companies.service.ts';

/** The back office's Companies (staff; docs/decisions/0023-back-office.md). */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  staffRecordRoutes(app, {
    path: '/api/admin/companies/',
    idParam: 'companyId',
    params: companyIdParamsSchema,
    record: companyAdminSchema,
    tags: ['fleet'],
    audit: 'fleet.company',
    list: {
      summary: 'Driver companies with their counts of drivers and vehicles, searchable by name, hometown, country and e-mail (staff)',
      query: companyListQuerySchema,
      answer: companyListSchema,
      errors: [401, 403, 422],
      handle: (actor, query) => companies.listCompanies(actor, query),
    },
    get: {
      summary: 'One driver company with its details and payout account (staff)',
      errors: [401, 403, 404, 422],
      handle: (actor, { companyId }) => companies.getCompany(actor, companyId),
    },
    create: {
      summary: 'Create a driver company, approved and active (staff)',
      body: companyFormSchema,
      errors: [401, 403, 422],
      handle: (actor, body) => companies.createCompany(actor, body),
    },
    update: {
      summary: "Change a driver company's details and payout account (staff)",
      body: companyFormSchema,
      errors: [401, 403, 404, 422],
      handle: (actor, { companyId }, body) => companies.updateCompany(actor, companyId, body),
    },
    setActive: {
      summary: 'Deactivate or reactivate a driver company: inactive, it sees no offers and its drivers and vehicles cannot be assigned (staff)',
      body: setCompanyActiveRequestSchema,
      errors: [401, 403, 404, 409, 422],
      handle: (actor, { companyId }, isActive) => companies.setCompanyActive(actor, companyId, isActive),
    },
  });

  app.post(
    '/api/admin/companies/:companyId/invite_admin/',
    {
      config: { permission: 'companies.manage' },
      schema: {
        tags: ['fleet'],
        summary: "Invite a company's admin: adds the person as a driver of the company and e-mails the invitation that opens its account as the company's admin (staff)",
        params: companyIdParamsSchema,
        body: companyAdminInvitationRequestSchema,
        response: { 200: companyAdminSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => companies.inviteCompanyAdmin(requireActor(request), request.params.companyId, request.body),
  );

  // Settings: a driver admin's own company (issue 30); the service takes the company from the session.
  app.get(
    '/api/company/',
    {
      config: { permission: 'company.manageOwn' },
      schema: { tags: ['fleet'], summary: "The signed-in driver admin's own company: details and payout account", response: { 200: companyAdminSchema, ...errorReplies(401, 403, 404) } },
    },
    async (request) => companies.getOwnCompany(requireActor(request)),
  );
  app.post(
    '/api/company/',
    {
      config: { permission: 'company.manageOwn' },
      schema: {
        tags: ['fleet'],
        summary: "Change the signed-in driver admin's own company: details and payout account (IBAN checked)",
        body: companyFormSchema,
        response: { 200: companyAdminSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => companies.updateOwnCompany(requireActor(request), request.body),
  );
};
