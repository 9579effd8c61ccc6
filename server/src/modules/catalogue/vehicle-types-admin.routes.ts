import {
  adminVehicleTypeListQuerySchema,
  adminVehicleTypeListSchema,
  adminVehicleTypeSchema,
  setVehicleTypeActiveRequestSchema,
  tariffRequestSchema,
  vehicleTypeIdParamsSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { readMultipartForm } from '../../platform/uploads/multipart-form.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { VEHICLE_TYPE_FORM_RULES, type VehicleTypesAdminService } from './vehicle-types-admin.service.ts';

const listErrors = errorReplies(401, 403, 422);
const formErrors = errorReplies(400, 401, 403, 404, 409, 413, 415, 422);

/** The back office's vehicle types (docs/decisions/0023-back-office.md): staff only, checked in the service. */
export const vehicleTypesAdminRoutes: FastifyPluginAsyncZod<{ vehicleTypesAdmin: VehicleTypesAdminService; uploads: UploadStorage }> = async (
  app,
  { vehicleTypesAdmin, uploads },
) => {
  app.get(
    '/api/admin/vehicle_types/',
    {
      schema: {
        tags: ['admin', 'catalogue'],
        summary: 'Every vehicle type, active and retired (?limit&offset&search)',
        querystring: adminVehicleTypeListQuerySchema,
        response: { 200: adminVehicleTypeListSchema, ...listErrors },
      },
    },
    async (request) => vehicleTypesAdmin.list(requireActor(request), request.query),
  );

  app.post(
    '/api/admin/vehicle_types/',
    {
      schema: {
        tags: ['admin', 'catalogue'],
        summary: 'Add a vehicle type (multipart: name, max_passengers, comparable_to, baggage_note, price_per_km, minimum_fare, image)',
        response: { 201: adminVehicleTypeSchema, ...formErrors },
      },
    },
    async (request, reply) => {
      const created = await vehicleTypesAdmin.create(requireActor(request), () => readMultipartForm(request, uploads, VEHICLE_TYPE_FORM_RULES));
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/admin/vehicle_types/:vehicleTypeId/',
    {
      schema: {
        tags: ['admin', 'catalogue'],
        summary: 'Edit a vehicle type (the create fields; an image left out is kept)',
        params: vehicleTypeIdParamsSchema,
        response: { 200: adminVehicleTypeSchema, ...formErrors },
      },
    },
    async (request) =>
      vehicleTypesAdmin.update(requireActor(request), request.params.vehicleTypeId, () => readMultipartForm(request, uploads, VEHICLE_TYPE_FORM_RULES)),
  );

  app.post(
    '/api/admin/vehicle_types/:vehicleTypeId/set_active/',
    {
      schema: {
        tags: ['admin', 'catalogue'],
        summary: 'Retire or reactivate a vehicle type (a retired type is not offered in quotes; Sedan and Van stay)',
        params: vehicleTypeIdParamsSchema,
        body: setVehicleTypeActiveRequestSchema,
        response: { 200: adminVehicleTypeSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => vehicleTypesAdmin.setActive(requireActor(request), request.params.vehicleTypeId, request.body.is_active),
  );

  app.post(
    '/api/admin/vehicle_types/:vehicleTypeId/tariff/',
    {
      schema: {
        tags: ['admin', 'pricing'],
        summary: "Change a vehicle type's price per km and minimum fare (applies to quotes made after it)",
        params: vehicleTypeIdParamsSchema,
        body: tariffRequestSchema,
        response: { 200: adminVehicleTypeSchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (request) => vehicleTypesAdmin.updateTariff(requireActor(request), request.params.vehicleTypeId, request.body),
  );
};
