import {
  bookingRequestSchema,
  bookingResponseSchema,
  driverTripSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  listTripsQuerySchema,
  listTripsResponseSchema,
  publicTripParamsSchema,
  publicTripSchema,
  statsQuerySchema,
  statsResponseSchema,
  tripForEditingSchema,
  tripIdParamsSchema,
  tripTokenQuerySchema,
  tripUpdateResponseSchema,
  updateTripInfoParamsSchema,
  updateTripInfoRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { TripsService } from './trips.service.ts';

const errors = errorReplies(401, 403, 404, 409, 422);

export const tripsRoutes: FastifyPluginAsyncZod<{ trips: TripsService; uploads: UploadStorage }> = async (app, { trips, uploads }) => {
  app.get(
    '/api/trips/',
    {
      config: { permission: 'trips.list' },
      schema: {
        tags: ['trips'],
        summary: "A page of the trips the user may see, by local pickup month and status",
        querystring: listTripsQuerySchema,
        response: { 200: listTripsResponseSchema, ...errors },
      },
    },
    async (request) => trips.listTrips(requireActor(request), request.query),
  );

  app.get(
    '/api/stats/',
    {
      config: { permission: 'trips.stats' },
      schema: {
        tags: ['trips'],
        summary: 'The statistic cards of the trips screen',
        querystring: statsQuerySchema,
        response: { 200: statsResponseSchema, ...errors },
      },
    },
    async (request) => trips.tripStats(requireActor(request), request.query.month),
  );

  app.post(
    '/api/trip/',
    {
      config: { permission: 'trip.create' },
      schema: {
        tags: ['trips'],
        summary: 'Save Quote (draft) or Book Trip (pending payment), priced from a stored quote; a repeated Idempotency-Key answers with the first booking',
        headers: idempotencyHeadersSchema,
        body: bookingRequestSchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => trips.bookTrip(requireActor(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER]),
  );

  app.get(
    '/api/trip/:tripId',
    {
      config: { permission: 'trip.readSale' },
      schema: {
        tags: ['trips'],
        summary: 'A trip in the fields of the trip form (staff, and the agent side that booked it)',
        params: tripIdParamsSchema,
        response: { 200: tripForEditingSchema, ...errors },
      },
    },
    async (request) => trips.getTripForEditing(requireActor(request), request.params.tripId),
  );

  app.get(
    '/api/driver_trip/:tripId/',
    {
      config: { permission: 'trip.read' },
      schema: {
        tags: ['trips'],
        summary: "A trip as its driver and the company's driver admins see it: no customer link, no agent's prices, the customer's name and phone around pickup",
        params: tripIdParamsSchema,
        response: { 200: driverTripSchema, ...errors },
      },
    },
    async (request) => trips.getDriverTrip(requireActor(request), request.params.tripId),
  );

  app.post(
    '/api/admin_update_trip/:tripId/',
    {
      config: { permission: 'trip.edit' },
      schema: {
        tags: ['trips'],
        summary: 'Save the trip form: staff any open trip, agents their drafts',
        params: tripIdParamsSchema,
        body: bookingRequestSchema,
        response: { 200: tripUpdateResponseSchema, ...errors },
      },
    },
    async (request) => trips.updateTrip(requireActor(request), request.params.tripId, request.body),
  );

  app.get(
    '/api/public/trip/:reference',
    {
      config: { public: true },
      schema: {
        tags: ['trips'],
        summary: 'The public trip page, opened with the reference and its token',
        params: publicTripParamsSchema,
        querystring: tripTokenQuerySchema,
        response: { 200: publicTripSchema, ...errorReplies(404, 422) },
      },
    },
    async (request) => trips.getPublicTrip(request.actor, request.params.reference, request.query.token),
  );

  app.get(
    '/api/public/trip/:reference/driver_photo',
    {
      config: { public: true },
      schema: {
        tags: ['trips'],
        summary: "The assigned driver's photo on the public trip page, for whoever holds the trip's token",
        params: publicTripParamsSchema,
        querystring: tripTokenQuerySchema.extend({ v: z.string().max(64).optional() }),
        response: errorReplies(404, 422),
      },
    },
    async (request, reply) => {
      const photo = await trips.getPublicDriverPhoto(request.params.reference, request.query.token);
      return sendStoredFile(reply, uploads, photo, 'driver-photo');
    },
  );

  app.post(
    '/api/update_trip_info/:trip_id/',
    {
      config: { permission: 'trip.editInfo' },
      schema: {
        tags: ['trips'],
        summary: 'The Edit modal of the trip page: contact and extra info',
        params: updateTripInfoParamsSchema,
        querystring: tripTokenQuerySchema,
        body: updateTripInfoRequestSchema,
        response: { 200: publicTripSchema, ...errors },
      },
    },
    async (request) =>
      trips.updateTripInfo(requireActor(request), request.params.trip_id, request.query.token, request.body),
  );
};
