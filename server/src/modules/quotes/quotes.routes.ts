import {
  errorMessageSchema,
  updateRoundTripRequestSchema,
  updateRoundTripResponseSchema,
  updateTripRequestSchema,
  updateTripResponseSchema,
  validationErrorSchema,
} from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { QuotesService } from './quotes.service.ts';

const errors = { 401: errorMessageSchema, 403: errorMessageSchema, 422: validationErrorSchema, 503: errorMessageSchema };

export function registerQuotesRoutes(app: AppInstance, deps: { quotes: QuotesService }): void {
  const { quotes } = deps;

  app.post(
    '/api/update_trip/',
    {
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
      schema: {
        tags: ['quotes'],
        summary: 'Price a round trip per fitting vehicle type, with or without its optional stop; stores the quote',
        body: updateRoundTripRequestSchema,
        response: { 200: updateRoundTripResponseSchema, ...errors },
      },
    },
    async (request) => quotes.quoteRoundTrip(requireActor(request), request.body),
  );
}
