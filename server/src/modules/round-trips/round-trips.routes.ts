import { roundTripListSchema, roundTripParamsSchema, roundTripSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { RoundTripsService } from './round-trips.service.ts';

const errors = errorReplies(401, 403, 404, 422);

export const roundTripsRoutes: FastifyPluginAsyncZod<{ roundTrips: RoundTripsService }> = async (app, { roundTrips }) => {
  app.get(
    '/api/round_trips/',
    {
      config: { permission: 'roundTrips.list' },
      schema: { tags: ['round-trips'], summary: 'Bookable round trips with their prices', response: { 200: roundTripListSchema, ...errors } },
    },
    async (request) => ({ items: await roundTrips.list(requireActor(request)) }),
  );

  app.get(
    '/api/round_trips/:id/',
    {
      config: { permission: 'roundTrips.list' },
      schema: {
        tags: ['round-trips'],
        summary: 'One round trip',
        params: roundTripParamsSchema,
        response: { 200: roundTripSchema, ...errors },
      },
    },
    async (request) => roundTrips.get(requireActor(request), request.params.id),
  );
};
