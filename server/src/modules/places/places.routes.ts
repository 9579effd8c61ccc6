import { placeListSchema, placeSearchQuerySchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import type { PlacesService } from './places.service.ts';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.get(
    '/api/places/',
    {
      // Public: the public site's pickers use it; town names are no secret.
      config: { public: true },
      schema: {
        tags: ['places'],
        summary: 'Towns, cities and airports matching the text, best first (the city pickers)',
        querystring: placeSearchQuerySchema,
        response: { 200: placeListSchema, ...errorReplies(422, 429, 503) },
      },
    },
    async (request) =>
      places.searchPlaces({ query: request.query.q, limit: request.query.limit, client: { userId: request.actor?.realUserId ?? null, ipAddress: request.ip } }),
  );
};
