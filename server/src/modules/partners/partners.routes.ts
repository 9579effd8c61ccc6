import {
  PARTNER_FILE_CONTENT_TYPES,
  PARTNER_FILE_FIELDS,
  PARTNER_FILE_MAX_BYTES,
  PARTNER_FILE_SIZE_MESSAGE,
  PARTNER_FILE_TYPE_MESSAGE,
  partnerApplicationFieldsSchema,
  partnerApplicationResponseSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { readFormBody, type FormBodySpec } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { partnerReviewRoutes } from './partner-review.routes.ts';
import type { PartnersService } from './partners.service.ts';

export const APPLICATION_RECEIVED = 'Thank you for your application.';

/** The partner application: the form's nine text fields and four documents of 10 MB at most. */
const PARTNER_APPLICATION_FORM: FormBodySpec<typeof partnerApplicationFieldsSchema> = {
  fields: partnerApplicationFieldsSchema,
  textFields: Object.keys(partnerApplicationFieldsSchema.shape),
  fileFields: PARTNER_FILE_FIELDS,
  acceptedTypes: PARTNER_FILE_CONTENT_TYPES,
  typeMessage: PARTNER_FILE_TYPE_MESSAGE,
  maxFileBytes: PARTNER_FILE_MAX_BYTES,
  sizeMessage: PARTNER_FILE_SIZE_MESSAGE,
  // The longest field is 300 characters; 4 KB leaves room for any script's multi-byte letters.
  maxFieldBytes: 4096,
};

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService; uploads: UploadStorage }> = async (app, { partners, uploads }) => {
  await app.register(partnerReviewRoutes, { partners, uploads });

  app.post(
    '/api/partners/',
    {
      // Public like the page it serves; CSRF still applies.
      config: { public: true },
      schema: {
        tags: ['partners'],
        summary: 'Apply to become a partner (multipart/form-data: the form fields and up to four PDF, JPEG or PNG files)',
        consumes: ['multipart/form-data'],
        response: { 201: partnerApplicationResponseSchema, ...errorReplies(400, 403, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await partners.admitSubmission(request.ip);
      const form = await readFormBody(request, uploads, PARTNER_APPLICATION_FORM);
      await partners.submitApplication(form);
      return reply.status(201).send({ detail: APPLICATION_RECEIVED });
    },
  );
};
