import { errorMessageSchema, placeListSchema, placeSearchQuerySchema, validationErrorSchema } from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import type { PlacesService } from './places.service.ts';

export function registerPlacesRoutes(app: AppInstance, deps: { places: PlacesService }): void {
  const { places } = deps;

  app.get(
    '/api/places/',
    {
      // Public: the public site's pickers use it; town names are no secret.
      config: { public: true },
      schema: {
        tags: ['places'],
        summary: 'Towns, cities and airports matching the text, best first (the city pickers)',
        querystring: placeSearchQuerySchema,
        response: { 200: placeListSchema, 422: validationErrorSchema, 429: errorMessageSchema, 503: errorMessageSchema },
      },
    },
    async (request) => places.searchPlaces({ query: request.query.q, limit: request.query.limit, clientAddress: request.ip }),
  );
}
