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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { ReviewedKind } from './fleet-approvals.repository.ts';
import { fleetDecisionAudit } from './fleet-approvals.service.ts';
import type { FleetService } from './fleet.service.ts';

const readErrors = errorReplies(401, 403, 404, 422);
const decisionErrors = errorReplies(401, 403, 404, 409, 422);

/** What the approval routes of a driver and of a vehicle differ in: their paths, schemas and words. */
interface ReviewRoutes {
  kind: ReviewedKind;
  /** The queue, its records' review pages below it: '/api/admin/driver_approvals/'. */
  queuePath: `/api/admin/${string}/`;
  /** Where a record's decisions are taken: '/api/admin/drivers/'. */
  decisionPath: `/api/admin/${string}/`;
  idParam: string;
  /** z.object({ [idParam]: rowIdParamSchema }) */
  params: z.ZodType<Record<string, number>>;
  list: z.ZodType;
  review: z.ZodType;
  /** The plural as the queue and the company's screen name it: 'Drivers'. */
  plural: string;
  reviewSummary: string;
}

/**
 * A fleet record's queue, its review and staff's two decisions on it, each a few lines that parse,
 * call the service and answer. Each decision's route declares the audit line it leaves, as
 * staffRecordRoutes' writes do.
 */
function fleetReviewRoutes(app: FastifyInstance, fleet: FleetService, spec: ReviewRoutes): void {
  const { kind, params, review } = spec;
  const tags = ['fleet', 'admin'];
  const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[spec.idParam]!;
  const decisionPath = (verb: string) => `${spec.decisionPath}:${spec.idParam}/${verb}/`;

  app.get(
    spec.queuePath,
    {
      schema: {
        tags,
        summary: `${spec.plural} waiting for approval, the longest waiting first (staff)`,
        querystring: fleetApprovalQuerySchema,
        response: { 200: spec.list, ...readErrors },
      },
    },
    async (request) => fleet.listApprovals(requireActor(request), kind, request.query as z.infer<typeof fleetApprovalQuerySchema>),
  );

  app.get(
    `${spec.queuePath}:${spec.idParam}/`,
    { schema: { tags, summary: spec.reviewSummary, params, response: { 200: review, ...readErrors } } },
    async (request) => fleet.forReview(requireActor(request), kind, idOf(request)),
  );

  app.post(
    decisionPath('approve'),
    {
      config: { audit: [fleetDecisionAudit(kind, true)] },
      schema: {
        tags,
        summary: `Approve a ${kind}: assignable to trips from now on; 409 when the version reviewed is no longer its own (staff)`,
        params,
        body: fleetApprovalRequestSchema,
        response: { 200: review, ...decisionErrors },
      },
    },
    async (request) => fleet.approve(requireActor(request), kind, idOf(request), request.body as z.infer<typeof fleetApprovalRequestSchema>),
  );

  app.post(
    decisionPath('reject'),
    {
      config: { audit: [fleetDecisionAudit(kind, false)] },
      schema: {
        tags,
        summary: `Reject a ${kind} with the reason its company reads on the ${spec.plural} screen (staff)`,
        params,
        body: fleetRejectionRequestSchema,
        response: { 200: review, ...decisionErrors },
      },
    },
    async (request) => fleet.reject(requireActor(request), kind, idOf(request), request.body as z.infer<typeof fleetRejectionRequestSchema>),
  );
}

/** The back office's driver and vehicle approvals (docs/decisions/0023-back-office.md): staff only. */
export const fleetApprovalsRoutes: FastifyPluginAsyncZod<{ fleet: FleetService }> = async (app, { fleet }) => {
  fleetReviewRoutes(app, fleet, {
    kind: 'driver',
    queuePath: '/api/admin/driver_approvals/',
    decisionPath: '/api/admin/drivers/',
    idParam: 'driverId',
    params: driverIdParamsSchema,
    list: driverApprovalListSchema,
    review: driverReviewSchema,
    plural: 'Drivers',
    reviewSummary: 'One driver with its documents, for review (staff)',
  });
  fleetReviewRoutes(app, fleet, {
    kind: 'vehicle',
    queuePath: '/api/admin/vehicle_approvals/',
    decisionPath: '/api/admin/vehicles/',
    idParam: 'vehicleId',
    params: vehicleIdParamsSchema,
    list: vehicleApprovalListSchema,
    review: vehicleReviewSchema,
    plural: 'Vehicles',
    reviewSummary: 'One vehicle with its photos and documents, for review (staff)',
  });
};
