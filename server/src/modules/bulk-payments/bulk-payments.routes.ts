import {
  bulkPaymentIdParamsSchema,
  bulkPaymentListQuerySchema,
  bulkPaymentListResponseSchema,
  bulkPaymentSchema,
  createBulkPaymentRequestSchema,
  createBulkPaymentResponseSchema,
  markBulkPaymentPaidResponseSchema,
  pendingPaymentTripsResponseSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { BulkPaymentsService } from './bulk-payments.service.ts';

const errors = errorReplies(401, 403, 404, 409, 422);

export const bulkPaymentsRoutes: FastifyPluginAsyncZod<{ bulkPayments: BulkPaymentsService }> = async (app, { bulkPayments }) => {
  app.get(
    '/api/pending_payment_trips/',
    {
      config: { permission: 'payments.listPending' },
      schema: {
        tags: ['payments'],
        summary: "The agent side's trips waiting for their deposit, and those of bank transfers unpaid or paid in the last 30 days",
        response: { 200: pendingPaymentTripsResponseSchema, ...errors },
      },
    },
    async (request) => bulkPayments.listPendingPaymentTrips(requireActor(request)),
  );

  app.post(
    '/api/bulk_payment/',
    {
      config: { permission: 'payments.bulk' },
      schema: {
        tags: ['payments'],
        summary: 'Pay the deposits of the chosen trips with one bank transfer: all of them or none',
        body: createBulkPaymentRequestSchema,
        response: { 200: createBulkPaymentResponseSchema, ...errors },
      },
    },
    async (request) => bulkPayments.createBulkPayment(requireActor(request), request.body.trip_ids),
  );

  app.get(
    '/api/bulk_payment/:id/',
    {
      config: { permission: 'payments.readBulk' },
      schema: {
        tags: ['payments'],
        summary: 'A bank-transfer payment with its trips and the bank details to pay it',
        params: bulkPaymentIdParamsSchema,
        response: { 200: bulkPaymentSchema, ...errors },
      },
    },
    async (request) => bulkPayments.getBulkPayment(requireActor(request), request.params.id),
  );

  app.get(
    '/api/bulk_payments/',
    {
      config: { permission: 'payments.markBulkPaid' },
      schema: {
        tags: ['payments'],
        summary: 'Every bank-transfer payment, unpaid first (staff)',
        querystring: bulkPaymentListQuerySchema,
        response: { 200: bulkPaymentListResponseSchema, ...errors },
      },
    },
    async (request) => bulkPayments.listBulkPayments(requireActor(request), request.query),
  );

  app.post(
    '/api/bulk_payment/:id/mark_paid/',
    {
      config: { permission: 'payments.markBulkPaid' },
      schema: {
        tags: ['payments'],
        summary: 'The transfer arrived: pay the trips’ deposits and confirm them (staff)',
        params: bulkPaymentIdParamsSchema,
        response: { 200: markBulkPaymentPaidResponseSchema, ...errors },
      },
    },
    async (request) => bulkPayments.markBulkPaymentPaid(requireActor(request), request.params.id),
  );
};
