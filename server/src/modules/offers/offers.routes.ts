import { errorMessageSchema, offerTripResponseSchema, tripIdParamsSchema, validationErrorSchema } from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { OffersService } from './offers.service.ts';

export function registerOffersRoutes(app: AppInstance, deps: { offers: OffersService }): void {
  const { offers } = deps;

  app.post(
    '/api/offer_trip/:tripId/',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offer a booked trip without driver and vehicle to the driver companies (staff)',
        params: tripIdParamsSchema,
        response: {
          200: offerTripResponseSchema,
          401: errorMessageSchema,
          403: errorMessageSchema,
          404: errorMessageSchema,
          409: errorMessageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => offers.offerTripToDrivers(requireActor(request), request.params.tripId),
  );
}
