import {
  adHocDriverRequestSchema,
  adHocDriverResponseSchema,
  driverOptionListSchema,
  errorMessageSchema,
  validationErrorSchema,
  vehicleOptionListSchema,
} from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { FleetService } from './fleet.service.ts';

const errors = { 401: errorMessageSchema, 403: errorMessageSchema };

// The list paths have no trailing slash: spec section 7 lists them that way.
export function registerFleetRoutes(app: AppInstance, deps: { fleet: FleetService }): void {
  const { fleet } = deps;

  app.get(
    '/api/list_drivers',
    {
      schema: {
        tags: ['fleet'],
        summary: "The trip form's Driver options: approved drivers of approved companies (staff)",
        response: { 200: driverOptionListSchema, ...errors },
      },
    },
    async (request) => fleet.listDriversForTripForm(requireActor(request)),
  );

  app.get(
    '/api/list_vehicles',
    {
      schema: {
        tags: ['fleet'],
        summary: "The trip form's Vehicle options: approved vehicles in service of approved companies (staff)",
        response: { 200: vehicleOptionListSchema, ...errors },
      },
    },
    async (request) => fleet.listVehiclesForTripForm(requireActor(request)),
  );

  app.post(
    '/api/create_ad_hoc_driver/',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Add New Driver & Vehicle: a driver and their vehicle, approved at once (staff)',
        body: adHocDriverRequestSchema,
        response: { 200: adHocDriverResponseSchema, ...errors, 422: validationErrorSchema },
      },
    },
    async (request) => fleet.createAdHocDriver(requireActor(request), request.body),
  );
}
