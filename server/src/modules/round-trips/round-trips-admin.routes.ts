import { roundTripActiveBodySchema, roundTripAdminListQuerySchema, roundTripAdminListSchema, roundTripAdminSchema, rowIdParamSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { readMultipartForm } from '../../platform/uploads/multipart-form.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { ROUND_TRIP_FORM_RULES, type RoundTripsAdminService } from './round-trips-admin.service.ts';

const readErrors = errorReplies(401, 403, 404, 422);
const writeErrors = errorReplies(400, 401, 403, 404, 409, 415, 422);
const params = z.object({ id: rowIdParamSchema });
const multipart = ['multipart/form-data'];
const tags = ['round-trips'];

/** The back office's round trips (docs/decisions/0023-back-office.md). */
export const roundTripsAdminRoutes: FastifyPluginAsyncZod<{ roundTripsAdmin: RoundTripsAdminService; uploads: UploadStorage }> = async (
  app,
  { roundTripsAdmin: service, uploads },
) => {
  app.get(
    '/api/admin/round_trips/',
    { schema: { tags, summary: 'Round trips, retired ones too', querystring: roundTripAdminListQuerySchema, response: { 200: roundTripAdminListSchema, ...readErrors } } },
    async (request) => service.list(requireActor(request), request.query),
  );
  app.get(
    '/api/admin/round_trips/:id/',
    { schema: { tags, summary: 'One round trip with its base prices', params, response: { 200: roundTripAdminSchema, ...readErrors } } },
    async (request) => service.get(requireActor(request), request.params.id),
  );
  app.post(
    '/api/admin/round_trips/',
    {
      schema: {
        tags,
        summary: 'Add a round trip (multipart: name, description, start_place, duration_minutes, distance_km, prices, stop_*, photo_1 … photo_4)',
        consumes: multipart,
        response: { 201: roundTripAdminSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireActor(request), () => readMultipartForm(request, uploads, ROUND_TRIP_FORM_RULES))),
  );
  app.post(
    '/api/admin/round_trips/:id/',
    { schema: { tags, summary: 'Edit a round trip (the create fields; keep_photos lists the photos to keep)', consumes: multipart, params, response: { 200: roundTripAdminSchema, ...writeErrors } } },
    async (request) => service.update(requireActor(request), request.params.id, () => readMultipartForm(request, uploads, ROUND_TRIP_FORM_RULES)),
  );
  app.post(
    '/api/admin/round_trips/:id/set_active/',
    { schema: { tags, summary: 'Retire a round trip or offer it again', params, body: roundTripActiveBodySchema, response: { 200: roundTripAdminSchema, ...writeErrors } } },
    async (request) => service.setActive(requireActor(request), request.params.id, request.body.is_active),
  );
};
