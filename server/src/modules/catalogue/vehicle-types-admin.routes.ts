import {
  adminVehicleTypeListQuerySchema,
  adminVehicleTypeListSchema,
  adminVehicleTypeSchema,
  IMAGE_CONTENT_TYPES,
  setVehicleTypeActiveRequestSchema,
  tariffRequestSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_SIZE_MESSAGE,
  VEHICLE_TYPE_IMAGE_FIELD,
  VEHICLE_TYPE_MESSAGES,
  VEHICLE_TYPE_TEXT_FIELDS,
  vehicleTypeFieldsSchema,
  vehicleTypeIdParamsSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorStatus } from '../../platform/http/error-replies.ts';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { readFormBody, type FormBodySpec } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { VehicleTypesAdminService } from './vehicle-types-admin.service.ts';

const formErrors: ErrorStatus[] = [400, 401, 403, 404, 409, 413, 415, 422];

/** A vehicle type's form: the text fields and one optional JPEG or PNG. */
const VEHICLE_TYPE_FORM: FormBodySpec<typeof vehicleTypeFieldsSchema> = {
  fields: vehicleTypeFieldsSchema,
  textFields: VEHICLE_TYPE_TEXT_FIELDS,
  fileFields: [VEHICLE_TYPE_IMAGE_FIELD],
  acceptedTypes: IMAGE_CONTENT_TYPES,
  typeMessage: VEHICLE_TYPE_MESSAGES.imageType,
  maxFileBytes: UPLOAD_MAX_BYTES,
  sizeMessage: UPLOAD_SIZE_MESSAGE,
  maxFieldBytes: 4096,
};

/** The back office's vehicle types (docs/decisions/0023-back-office.md): staff only, checked in the service. */
export const vehicleTypesAdminRoutes: FastifyPluginAsyncZod<{ vehicleTypesAdmin: VehicleTypesAdminService; uploads: UploadStorage }> = async (
  app,
  { vehicleTypesAdmin, uploads },
) => {
  const readForm = (request: Parameters<typeof readFormBody>[0]) => () => readFormBody(request, uploads, VEHICLE_TYPE_FORM);
  staffRecordRoutes(app, {
    path: '/api/admin/vehicle_types/',
    idParam: 'vehicleTypeId',
    params: vehicleTypeIdParamsSchema,
    record: adminVehicleTypeSchema,
    tags: ['admin', 'catalogue'],
    audit: 'catalogue.vehicle_type',
    list: {
      summary: 'Every vehicle type, active and retired (?limit&offset&search)',
      query: adminVehicleTypeListQuerySchema,
      answer: adminVehicleTypeListSchema,
      errors: [401, 403, 422],
      handle: (actor, query) => vehicleTypesAdmin.list(actor, query),
    },
    create: {
      summary: 'Add a vehicle type (multipart: name, max_passengers, comparable_to, baggage_note, price_per_km, minimum_fare, image)',
      errors: formErrors,
      handle: (actor, _body, request) => vehicleTypesAdmin.create(actor, readForm(request)),
    },
    update: {
      summary: 'Edit a vehicle type (the create fields; an image left out is kept)',
      errors: formErrors,
      alsoAudits: ['pricing.tariff.update'],
      handle: (actor, { vehicleTypeId }, _body, request) => vehicleTypesAdmin.update(actor, vehicleTypeId, readForm(request)),
    },
    setActive: {
      summary: 'Retire or reactivate a vehicle type (a retired type is not offered in quotes; Sedan and Van stay)',
      body: setVehicleTypeActiveRequestSchema,
      errors: [401, 403, 404, 409, 422],
      handle: (actor, { vehicleTypeId }, isActive) => vehicleTypesAdmin.setActive(actor, vehicleTypeId, isActive),
    },
  });

  app.post(
    '/api/admin/vehicle_types/:vehicleTypeId/tariff/',
    {
      config: { audit: ['pricing.tariff.update'] },
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
