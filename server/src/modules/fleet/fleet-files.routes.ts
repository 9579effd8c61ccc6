import {
  driverDocumentParamsSchema,
  driverIdParamsSchema,
  fleetFileQuerySchema,
  vehicleDocumentParamsSchema,
  vehiclePhotoParamsSchema,
} from '@vozimo/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { FleetFile, VehiclePhotoSlot } from './fleet-files.service.ts';
import type { FleetService } from './fleet.service.ts';

const errors = errorReplies(401, 403, 404, 422);

/**
 * One photo or document route: any signed-in fleet or staff user may ask ('vehicles.list'); the
 * service decides who may see this record's file, and the answer is the stored file.
 */
function fleetFileRoute<P extends z.ZodType>(
  app: FastifyInstance,
  uploads: UploadStorage,
  route: { path: `/api/${string}/`; summary: string; params: P; file: (actor: Actor, params: z.infer<P>) => Promise<FleetFile> },
): void {
  app.get(
    route.path,
    {
      config: { permission: 'vehicles.list' },
      schema: { tags: ['fleet'], summary: route.summary, params: route.params, querystring: fleetFileQuerySchema, response: errors },
    },
    async (request, reply) => {
      const file = await route.file(requireActor(request), request.params as z.infer<P>);
      return sendStoredFile(reply, uploads, file.storedName, file.downloadName);
    },
  );
}

/** Photos and documents, to those who may see them (docs/decisions/0019-fleet-records.md). */
export const fleetFilesRoutes: FastifyPluginAsyncZod<{ fleet: FleetService; uploads: UploadStorage }> = async (app, { fleet, uploads }) => {
  fleetFileRoute(app, uploads, {
    path: '/api/driver_photo/:driverId/',
    summary: "A driver's photo (JPEG): the company's drivers and staff",
    params: driverIdParamsSchema,
    file: (actor, { driverId }) => fleet.driverPhoto(actor, driverId),
  });
  fleetFileRoute(app, uploads, {
    path: '/api/vehicle_photo/:vehicleId/:slot/',
    summary: "A vehicle's photo 1 to 4 (JPEG): the company's drivers and staff",
    params: vehiclePhotoParamsSchema,
    file: (actor, { vehicleId, slot }) => fleet.vehiclePhoto(actor, vehicleId, slot as VehiclePhotoSlot),
  });
  fleetFileRoute(app, uploads, {
    path: '/api/driver_document/:driverId/:kind/',
    summary: "A driver's licence or ID (PDF or JPEG): the company's driver admins, the driver, staff",
    params: driverDocumentParamsSchema,
    file: (actor, { driverId, kind }) => fleet.driverDocument(actor, driverId, kind),
  });
  fleetFileRoute(app, uploads, {
    path: '/api/vehicle_document/:vehicleId/:kind/',
    summary: "A vehicle's registration or insurance (PDF or JPEG): the company's drivers and staff",
    params: vehicleDocumentParamsSchema,
    file: (actor, { vehicleId, kind }) => fleet.vehicleDocument(actor, vehicleId, kind),
  });
};
