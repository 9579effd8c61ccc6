import {
  ROUND_TRIP_ADMIN_MESSAGES,
  ROUND_TRIP_PHOTO_FIELDS,
  ROUND_TRIP_TEXT_FIELDS,
  roundTripActiveBodySchema,
  roundTripAdminListQuerySchema,
  roundTripAdminListSchema,
  roundTripAdminSchema,
  roundTripFieldsSchema,
  rowIdParamSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorStatus } from '../../platform/http/error-replies.ts';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
import { readFormBody } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { catalogueForm } from '../catalogue/ports.ts';
import type { RoundTripsAdminService } from './round-trips-admin.service.ts';

const readErrors: ErrorStatus[] = [401, 403, 404, 422];
const writeErrors: ErrorStatus[] = [400, 401, 403, 404, 409, 415, 422];
const multipart = ['multipart/form-data'];
/** A round trip's form: the text fields and up to four new photos. */
const ROUND_TRIP_FORM = catalogueForm(roundTripFieldsSchema, ROUND_TRIP_TEXT_FIELDS, ROUND_TRIP_PHOTO_FIELDS, ROUND_TRIP_ADMIN_MESSAGES.photoType);

/** The back office's round trips (docs/decisions/0023-back-office.md). */
export const roundTripsAdminRoutes: FastifyPluginAsyncZod<{ roundTripsAdmin: RoundTripsAdminService; uploads: UploadStorage }> = async (
  app,
  { roundTripsAdmin: service, uploads },
) => {
  const readForm = (request: Parameters<typeof readFormBody>[0]) => () => readFormBody(request, uploads, ROUND_TRIP_FORM);
  staffRecordRoutes(app, {
    path: '/api/admin/round_trips/',
    idParam: 'id',
    params: z.object({ id: rowIdParamSchema }),
    record: roundTripAdminSchema,
    tags: ['round-trips'],
    audit: 'round_trips.round_trip',
    list: {
      summary: 'Round trips, retired ones too',
      query: roundTripAdminListQuerySchema,
      answer: roundTripAdminListSchema,
      errors: readErrors,
      handle: (actor, query) => service.list(actor, query),
    },
    get: { summary: 'One round trip with its base prices', errors: readErrors, handle: (actor, { id }) => service.get(actor, id) },
    create: {
      summary: 'Add a round trip (multipart: name, description, start_place, duration_minutes, distance_km, prices, stop_*, photo_1 … photo_4)',
      consumes: multipart,
      errors: writeErrors,
      handle: (actor, _body, request) => service.create(actor, readForm(request)),
    },
    update: {
      summary: 'Edit a round trip (the create fields; keep_photos lists the photos to keep)',
      consumes: multipart,
      errors: writeErrors,
      handle: (actor, { id }, _body, request) => service.update(actor, id, readForm(request)),
    },
    setActive: {
      summary: 'Retire a round trip or offer it again',
      body: roundTripActiveBodySchema,
      retires: true,
      errors: writeErrors,
      handle: (actor, { id }, isActive) => service.setActive(actor, id, isActive),
    },
  });
};
