import {
  driverApprovalListSchema,
  driverIdParamsSchema,
  driverReviewSchema,
  fleetApprovalQuerySchema,
  fleetApprovalRequestSchema,
  fleetRejectionRequestSchema,
  vehicleApprovalListSchema,
  vehicleIdParamsSchema,
  vehicleReviewSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { FleetService } from './fleet.service.ts';

const readErrors = errorReplies(401, 403, 404, 422);
const decisionErrors = errorReplies(401, 403, 404, 409, 422);

/** The back office's driver and vehicle approvals (docs/decisions/0023-back-office.md): staff only. */
export const fleetApprovalsRoutes: FastifyPluginAsyncZod<{ fleet: FleetService }> = async (app, { fleet }) => {
  app.get(
    '/api/admin/driver_approvals/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'Drivers waiting for approval, the longest waiting first (staff)',
        querystring: fleetApprovalQuerySchema,
        response: { 200: driverApprovalListSchema, ...readErrors },
      },
    },
    async (request) => fleet.listDriverApprovals(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/driver_approvals/:driverId/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'One driver with its documents, for review (staff)',
        params: driverIdParamsSchema,
        response: { 200: driverReviewSchema, ...readErrors },
      },
    },
    async (request) => fleet.driverForReview(requireActor(request), request.params.driverId),
  );

  app.post(
    '/api/admin/drivers/:driverId/approve/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'Approve a driver: assignable to trips from now on; 409 when the version reviewed is no longer its own (staff)',
        params: driverIdParamsSchema,
        body: fleetApprovalRequestSchema,
        response: { 200: driverReviewSchema, ...decisionErrors },
      },
    },
    async (request) => fleet.approveDriver(requireActor(request), request.params.driverId, request.body),
  );

  app.post(
    '/api/admin/drivers/:driverId/reject/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'Reject a driver with the reason its company reads on the Drivers screen (staff)',
        params: driverIdParamsSchema,
        body: fleetRejectionRequestSchema,
        response: { 200: driverReviewSchema, ...decisionErrors },
      },
    },
    async (request) => fleet.rejectDriver(requireActor(request), request.params.driverId, request.body),
  );

  app.get(
    '/api/admin/vehicle_approvals/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'Vehicles waiting for approval, the longest waiting first (staff)',
        querystring: fleetApprovalQuerySchema,
        response: { 200: vehicleApprovalListSchema, ...readErrors },
      },
    },
    async (request) => fleet.listVehicleApprovals(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/vehicle_approvals/:vehicleId/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'One vehicle with its photos and documents, for review (staff)',
        params: vehicleIdParamsSchema,
        response: { 200: vehicleReviewSchema, ...readErrors },
      },
    },
    async (request) => fleet.vehicleForReview(requireActor(request), request.params.vehicleId),
  );

  app.post(
    '/api/admin/vehicles/:vehicleId/approve/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'Approve a vehicle: assignable to trips from now on; 409 when the version reviewed is no longer its own (staff)',
        params: vehicleIdParamsSchema,
        body: fleetApprovalRequestSchema,
        response: { 200: vehicleReviewSchema, ...decisionErrors },
      },
    },
    async (request) => fleet.approveVehicle(requireActor(request), request.params.vehicleId, request.body),
  );

  app.post(
    '/api/admin/vehicles/:vehicleId/reject/',
    {
      schema: {
        tags: ['fleet', 'admin'],
        summary: 'Reject a vehicle with the reason its company reads on the Vehicles screen (staff)',
        params: vehicleIdParamsSchema,
        body: fleetRejectionRequestSchema,
        response: { 200: vehicleReviewSchema, ...decisionErrors },
      },
    },
    async (request) => fleet.rejectVehicle(requireActor(request), request.params.vehicleId, request.body),
  );
};
