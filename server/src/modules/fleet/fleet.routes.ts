import {
  adHocDriverRequestSchema,
  adHocDriverResponseSchema,
  driverOptionListSchema,
  vehicleOptionListSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { fleetApprovalsRoutes } from './fleet-approvals.routes.ts';
import { fleetFilesRoutes } from './fleet-files.routes.ts';
import { fleetRecordsRoutes } from './fleet-records.routes.ts';
import type { FleetService } from './fleet.service.ts';

const errors = errorReplies(401, 403);

// The trip form's list paths have no trailing slash: spec section 7 lists them that way.
export const fleetRoutes: FastifyPluginAsyncZod<{ fleet: FleetService; uploads: UploadStorage; now: () => Date }> = async (app, { fleet, uploads, now }) => {
  await app.register(fleetRecordsRoutes, { fleet, uploads, now });
  await app.register(fleetFilesRoutes, { fleet, uploads });
  await app.register(fleetApprovalsRoutes, { fleet });

  app.get(
    '/api/list_drivers',
    {
      config: { permission: 'fleet.listForTripForm' },
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
      config: { permission: 'fleet.listForTripForm' },
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
      config: { permission: 'fleet.createAdHoc' },
      schema: {
        tags: ['fleet'],
        summary: 'Add New Driver & Vehicle: a driver and their vehicle, approved at once (staff)',
        body: adHocDriverRequestSchema,
        response: { 200: adHocDriverResponseSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => fleet.createAdHocDriver(requireActor(request), request.body),
  );
};
