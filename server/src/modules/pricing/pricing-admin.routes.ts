import {
  adminPricingSchema,
  pricingExampleSchema,
  pricingHistoryQuerySchema,
  pricingHistorySchema,
  pricingPreviewRequestSchema,
  pricingSettingsSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { PricingService } from './pricing.service.ts';

const errors = errorReplies(401, 403, 422);

/**
 * The back office's Pricing screen (docs/decisions/0023-back-office.md). Tariffs are saved one
 * vehicle type at a time at POST /api/admin/vehicle_types/{id}/tariff/ (catalogue area, which owns
 * the table): each is its own audit line about that type, and saving one never resends the others.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.get(
    '/api/admin/pricing/',
    {
      schema: {
        tags: ['admin', 'pricing'],
        summary: 'The percentages, every vehicle type’s tariff and the €100 / 100 km example (platform fee derived)',
        response: { 200: adminPricingSchema, ...errors },
      },
    },
    async (request) => pricing.adminPricing(requireActor(request)),
  );

  app.post(
    '/api/admin/pricing/',
    {
      schema: {
        tags: ['admin', 'pricing'],
        summary: 'Save the percentages (applies to quotes made after it)',
        body: pricingSettingsSchema,
        response: { 200: adminPricingSchema, ...errors },
      },
    },
    async (request) => pricing.saveAdminSettings(requireActor(request), request.body),
  );

  app.post(
    '/api/admin/pricing/preview/',
    {
      schema: {
        tags: ['admin', 'pricing'],
        summary: 'Price the €100 / 100 km example with proposed figures (saves nothing)',
        body: pricingPreviewRequestSchema,
        response: { 200: pricingExampleSchema, ...errors },
      },
    },
    async (request) => pricing.preview(requireActor(request), request.body),
  );

  app.get(
    '/api/admin/pricing/history/',
    {
      schema: {
        tags: ['admin', 'pricing'],
        summary: 'Recent pricing changes from the audit log: who, when, before and after',
        querystring: pricingHistoryQuerySchema,
        response: { 200: pricingHistorySchema, ...errors },
      },
    },
    async (request) => pricing.history(requireActor(request), request.query),
  );
};
