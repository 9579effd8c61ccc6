import { errorMessageSchema, poiCategoryListSchema, vehicleTypeListSchema } from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { CatalogueService } from './catalogue.service.ts';

const errors = { 401: errorMessageSchema, 403: errorMessageSchema };

export function registerCatalogueRoutes(app: AppInstance, deps: { catalogue: CatalogueService }): void {
  const { catalogue } = deps;

  app.get(
    '/api/list_vehicle_types/',
    {
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
      schema: {
        tags: ['catalogue'],
        summary: 'Point-of-interest categories with their colour',
        response: { 200: poiCategoryListSchema, ...errors },
      },
    },
    async (request) => catalogue.listPoiCategories(requireActor(request)),
  );
}
