import { offerTripResponseSchema, tripIdParamsSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { OffersService } from './offers.service.ts';

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, { offers }) => {
  app.post(
    '/api/offer_trip/:tripId/',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offer a booked trip without driver and vehicle to the driver companies (staff)',
        params: tripIdParamsSchema,
        response: { 200: offerTripResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => offers.offerTripToDrivers(requireActor(request), request.params.tripId),
  );
};
