import { poiCategoryListSchema, vehicleTypeListSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { CatalogueService } from './catalogue.service.ts';

const errors = errorReplies(401, 403);

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.get(
    '/api/list_vehicle_types/',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags: ['catalogue'],
        summary: 'Vehicle types with their tariff (the form caches them for 5 minutes)',
        response: { 200: vehicleTypeListSchema, ...errors },
      },
    },
    async (request) => catalogue.listVehicleTypes(requireActor(request)),
  );

  app.get(
    '/api/poi_categories/',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags: ['catalogue'],
        summary: 'Point-of-interest categories with their colour',
        response: { 200: poiCategoryListSchema, ...errors },
      },
    },
    async (request) => catalogue.listPoiCategories(requireActor(request)),
  );
};
