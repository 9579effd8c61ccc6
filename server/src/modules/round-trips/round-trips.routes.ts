import { errorMessageSchema, roundTripListSchema, roundTripParamsSchema, roundTripSchema, validationErrorSchema } from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { RoundTripsService } from './round-trips.service.ts';

const errors = { 401: errorMessageSchema, 403: errorMessageSchema, 404: errorMessageSchema, 422: validationErrorSchema };

export function registerRoundTripsRoutes(app: AppInstance, deps: { roundTrips: RoundTripsService }): void {
  const { roundTrips } = deps;

  app.get(
    '/api/round_trips/',
    { schema: { tags: ['round-trips'], summary: 'Bookable round trips with their prices', response: { 200: roundTripListSchema, ...errors } } },
    async (request) => ({ items: await roundTrips.list(requireActor(request)) }),
  );

  app.get(
    '/api/round_trips/:id/',
    {
      schema: {
        tags: ['round-trips'],
        summary: 'One round trip',
        params: roundTripParamsSchema,
        response: { 200: roundTripSchema, ...errors },
      },
    },
    async (request) => roundTrips.get(requireActor(request), request.params.id),
  );
}
