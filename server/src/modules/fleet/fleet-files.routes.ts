import {
  driverDocumentParamsSchema,
  driverIdParamsSchema,
  fleetFileQuerySchema,
  vehicleDocumentParamsSchema,
  vehiclePhotoParamsSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { VehiclePhotoSlot } from './fleet-files.service.ts';
import type { FleetService } from './fleet.service.ts';

const errors = errorReplies(401, 403, 404, 422);

/** Photos and documents, to those who may see them (docs/decisions/0019-fleet-records.md). */
export const fleetFilesRoutes: FastifyPluginAsyncZod<{ fleet: FleetService; uploads: UploadStorage }> = async (app, { fleet, uploads }) => {
  app.get(
    '/api/driver_photo/:driverId/',
    {
      config: { permission: 'vehicles.list' },
      schema: {
        tags: ['fleet'],
        summary: "A driver's photo (JPEG): the company's drivers and staff",
        params: driverIdParamsSchema,
        querystring: fleetFileQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await fleet.driverPhoto(requireActor(request), request.params.driverId);
      return sendStoredFile(reply, uploads, file.storedName, file.downloadName);
    },
  );

  app.get(
    '/api/vehicle_photo/:vehicleId/:slot/',
    {
      config: { permission: 'vehicles.list' },
      schema: {
        tags: ['fleet'],
        summary: "A vehicle's photo 1 to 4 (JPEG): the company's drivers and staff",
        params: vehiclePhotoParamsSchema,
        querystring: fleetFileQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { vehicleId, slot } = request.params;
      const file = await fleet.vehiclePhoto(requireActor(request), vehicleId, slot as VehiclePhotoSlot);
      return sendStoredFile(reply, uploads, file.storedName, file.downloadName);
    },
  );

  app.get(
    '/api/driver_document/:driverId/:kind/',
    {
      config: { permission: 'vehicles.list' },
      schema: {
        tags: ['fleet'],
        summary: "A driver's licence or ID (PDF or JPEG): the company's driver admins, the driver, staff",
        params: driverDocumentParamsSchema,
        querystring: fleetFileQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await fleet.driverDocument(requireActor(request), request.params.driverId, request.params.kind);
      return sendStoredFile(reply, uploads, file.storedName, file.downloadName);
    },
  );

  app.get(
    '/api/vehicle_document/:vehicleId/:kind/',
    {
      config: { permission: 'vehicles.list' },
      schema: {
        tags: ['fleet'],
        summary: "A vehicle's registration or insurance (PDF or JPEG): the company's drivers and staff",
        params: vehicleDocumentParamsSchema,
        querystring: fleetFileQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await fleet.vehicleDocument(requireActor(request), request.params.vehicleId, request.params.kind);
      return sendStoredFile(reply, uploads, file.storedName, file.downloadName);
    },
  );
};
