import {
  DRIVER_DOCUMENTS,
  DRIVER_PHOTO_FIELD,
  driverFieldsSchema,
  driverIdParamsSchema,
  driverListItemSchema,
  driverListSchema,
  fleetListQuerySchema,
  setFleetActiveRequestSchema,
  vehicleIdParamsSchema,
  vehicleListItemSchema,
  VEHICLE_DOCUMENTS,
  VEHICLE_PHOTO_FIELDS,
  vehicleFieldsSchema,
  vehicleListSchema,
  zagrebToday,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { readFormBody } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { fleetForm } from './fleet-form.ts';
import type { FleetService } from './fleet.service.ts';

const listErrors = errorReplies(401, 403, 422);
const formErrors = errorReplies(400, 401, 403, 404, 409, 415, 422);
const multipart = ['multipart/form-data'];

/** A driver's form: its text fields, photo and documents. */
const DRIVER_FORM = fleetForm(driverFieldsSchema, [DRIVER_PHOTO_FIELD], DRIVER_DOCUMENTS);
/** A vehicle's form on `today` in Zagreb: the production year's bounds move with the year. */
const vehicleForm = (today: string) => fleetForm(vehicleFieldsSchema(Number(today.slice(0, 4))), VEHICLE_PHOTO_FIELDS, VEHICLE_DOCUMENTS);

/**
 * The Drivers and Vehicles screens (spec section 7, and ours to edit and deactivate). The forms are
 * multipart, read and validated by their declared form (fleet-form.ts); the service checks who asks
 * before the form is read (`readForm`). `now` is the services' clock: the vehicle form's production
 * year is bounded by the year it is.
 */
export const fleetRecordsRoutes: FastifyPluginAsyncZod<{ fleet: FleetService; uploads: UploadStorage; now: () => Date }> = async (
  app,
  { fleet, uploads, now },
) => {
  const readVehicleForm = (request: Parameters<typeof readFormBody>[0]) => () => readFormBody(request, uploads, vehicleForm(zagrebToday(now())));

  app.get(
    '/api/drivers/',
    {
      config: { permission: 'drivers.list' },
      schema: {
        tags: ['fleet'],
        summary: "The Drivers screen: the company's drivers (a plain driver: its own record; staff: all, or ?company=)",
        querystring: fleetListQuerySchema,
        response: { 200: driverListSchema, ...listErrors },
      },
    },
    async (request) => fleet.listDrivers(requireActor(request), request.query),
  );

  app.post(
    '/api/create_driver/',
    {
      config: { permission: 'drivers.create' },
      schema: {
        tags: ['fleet'],
        summary: 'Add new driver (multipart: driver_name, email, phone, hometown, whatsapp, driver_photo, documents; staff: company)',
        consumes: multipart,
        response: { 201: driverListItemSchema, ...formErrors },
      },
    },
    async (request, reply) => {
      const driver = await fleet.createDriver(requireActor(request), () => readFormBody(request, uploads, DRIVER_FORM));
      return reply.status(201).send(driver);
    },
  );

  app.post(
    '/api/update_driver/:driverId/',
    {
      config: { permission: 'drivers.create' },
      schema: {
        tags: ['fleet'],
        summary: 'Edit a driver (the create fields; files left out are kept)',
        consumes: multipart,
        params: driverIdParamsSchema,
        response: { 200: driverListItemSchema, ...formErrors },
      },
    },
    async (request) =>
      fleet.updateDriver(requireActor(request), request.params.driverId, () => readFormBody(request, uploads, DRIVER_FORM)),
  );

  app.post(
    '/api/set_driver_active/:driverId/',
    {
      config: { permission: 'drivers.create' },
      schema: {
        tags: ['fleet'],
        summary: 'Deactivate or reactivate a driver (never deleted: trips keep their driver)',
        params: driverIdParamsSchema,
        body: setFleetActiveRequestSchema,
        response: { 200: driverListItemSchema, ...formErrors },
      },
    },
    async (request) => fleet.setDriverActive(requireActor(request), request.params.driverId, request.body.is_active),
  );

  app.get(
    '/api/vehicles/',
    {
      config: { permission: 'vehicles.list' },
      schema: {
        tags: ['fleet'],
        summary: "The Vehicles screen: the company's vehicles (staff: all, or ?company=)",
        querystring: fleetListQuerySchema,
        response: { 200: vehicleListSchema, ...listErrors },
      },
    },
    async (request) => fleet.listVehicles(requireActor(request), request.query),
  );

  app.post(
    '/api/create_vehicle/',
    {
      config: { permission: 'vehicles.create' },
      schema: {
        tags: ['fleet'],
        summary: 'Add new vehicle (multipart: vehicle_type, vehicle_make, vehicle_model, license_plate, color, production_year, photo_1 … photo_4, documents; staff: company)',
        consumes: multipart,
        response: { 201: vehicleListItemSchema, ...formErrors },
      },
    },
    async (request, reply) => {
      const vehicle = await fleet.createVehicle(requireActor(request), readVehicleForm(request));
      return reply.status(201).send(vehicle);
    },
  );

  app.post(
    '/api/update_vehicle/:vehicleId/',
    {
      config: { permission: 'vehicles.create' },
      schema: {
        tags: ['fleet'],
        summary: 'Edit a vehicle (the create fields; photos and documents left out are kept)',
        consumes: multipart,
        params: vehicleIdParamsSchema,
        response: { 200: vehicleListItemSchema, ...formErrors },
      },
    },
    async (request) =>
      fleet.updateVehicle(requireActor(request), request.params.vehicleId, readVehicleForm(request)),
  );

  app.post(
    '/api/set_vehicle_active/:vehicleId/',
    {
      config: { permission: 'vehicles.create' },
      schema: {
        tags: ['fleet'],
        summary: 'Deactivate or reactivate a vehicle (never deleted: trips keep their vehicle)',
        params: vehicleIdParamsSchema,
        body: setFleetActiveRequestSchema,
        response: { 200: vehicleListItemSchema, ...formErrors },
      },
    },
    async (request) => fleet.setVehicleActive(requireActor(request), request.params.vehicleId, request.body.is_active),
  );
};
