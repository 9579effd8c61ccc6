import { adminTripParamsSchema, adminTripRecordSchema, adminTripsQuerySchema, adminTripsResponseSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { TripRecordService } from './trip-record.service.ts';

/** The back office's trips (ADR 0023): reads only; a trip is changed in its edit screen. */
export const tripsAdminRoutes: FastifyPluginAsyncZod<{ trips: TripRecordService }> = async (app, { trips }) => {
  app.get(
    '/api/admin/trips/',
    {
      schema: {
        tags: ['trips'],
        summary: 'Any trip, by the start of its reference or its customer’s name, e-mail or phone, newest pickup first (staff)',
        querystring: adminTripsQuerySchema,
        response: { 200: adminTripsResponseSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => trips.findAnyTrips(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/trips/:tripId/',
    {
      schema: {
        tags: ['trips'],
        summary: 'One trip’s whole record: route, people, prices, payments, driver and its history (staff)',
        params: adminTripParamsSchema,
        response: { 200: adminTripRecordSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => trips.getTripRecord(requireActor(request), request.params.tripId),
  );
};
