import { errorMessageSchema, partnerApplicationResponseSchema, validationErrorSchema } from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { readMultipartForm } from '../../platform/uploads/multipart-form.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { PARTNER_FORM_RULES } from './partner-form-rules.ts';
import type { PartnersService } from './partners.service.ts';

export const APPLICATION_RECEIVED = 'Thank you for your application.';

export function registerPartnersRoutes(app: AppInstance, deps: { partners: PartnersService; uploads: UploadStorage }): void {
  const { partners, uploads } = deps;

  app.post(
    '/api/partners/',
    {
      // Public like the page it serves; CSRF still applies.
      config: { public: true },
      schema: {
        tags: ['partners'],
        summary: 'Apply to become a partner (multipart/form-data: the form fields and up to four PDF, JPEG or PNG files)',
        consumes: ['multipart/form-data'],
        response: {
          201: partnerApplicationResponseSchema,
          400: errorMessageSchema,
          403: errorMessageSchema,
          415: errorMessageSchema,
          422: validationErrorSchema,
          429: errorMessageSchema,
        },
      },
    },
    async (request, reply) => {
      partners.admitSubmission(request.ip);
      const form = await readMultipartForm(request, uploads, PARTNER_FORM_RULES);
      await partners.submitApplication(form);
      return reply.status(201).send({ detail: APPLICATION_RECEIVED });
    },
  );
}
