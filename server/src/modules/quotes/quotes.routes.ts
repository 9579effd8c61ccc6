import {
  updateRoundTripRequestSchema,
  updateRoundTripResponseSchema,
  updateTripRequestSchema,
  updateTripResponseSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { QuotesService } from './quotes.service.ts';

const errors = errorReplies(401, 403, 422, 503);

export const quotesRoutes: FastifyPluginAsyncZod<{ quotes: QuotesService }> = async (app, { quotes }) => {
  app.post(
    '/api/update_trip/',
    {
      config: { permission: 'trip.create' },
      schema: {
        tags: ['quotes'],
        summary: 'Price a transfer: route, points of interest on the way, a price per fitting vehicle type; stores the quote',
        body: updateTripRequestSchema,
        response: { 200: updateTripResponseSchema, ...errors },
      },
    },
    async (request) => quotes.quoteTrip(requireActor(request), request.body),
  );

  app.post(
    '/api/update_round_trip/',
    {
      config: { permission: 'trip.create' },
      schema: {
        tags: ['quotes'],
        summary: 'Price a round trip per fitting vehicle type, with or without its optional stop; stores the quote',
        body: updateRoundTripRequestSchema,
        response: { 200: updateRoundTripResponseSchema, ...errors },
      },
    },
    async (request) => quotes.quoteRoundTrip(requireActor(request), request.body),
  );
};
