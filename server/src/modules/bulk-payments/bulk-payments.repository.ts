import type { BusinessDetails } from '@vozimo/contract';
import { and, asc, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { agencies, bulkPayments, payments, settings, trips, users } from '../../db/schema/index.ts';
import { tripScopeCondition } from '../../db/trip-scope-condition.ts';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import { findBusinessDetails } from '../../platform/db/business-details-setting.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { queueEmail, type OutgoingEmail } from '../../platform/mail/queue-email.ts';
import type { TripScope } from '../../platform/permissions/trip-scope.ts';
import { tripSummaryColumns } from '../trips/ports.ts';

/** A trip as the payments screen lists it, with the bulk payment it is in. */
const PENDING_TRIP_FIELDS = {
  ...tripSummaryColumns,
  depositPaid: trips.depositPaid,
  bulkPaymentId: bulkPayments.id,
  bulkPaymentReference: bulkPayments.paymentReference,
  bulkPaymentIsPaid: bulkPayments.isPaid,
};

const BULK_PAYMENT_FIELDS = {
  id: bulkPayments.id,
  agentUserId: bulkPayments.agentUserId,
  agencyId: bulkPayments.agencyId,
  paymentReference: bulkPayments.paymentReference,
  totalCents: bulkPayments.totalCents,
  isPaid: bulkPayments.isPaid,
  paidAt: bulkPayments.paidAt,
  createdAt: bulkPayments.createdAt,
  agentFirstName: users.firstName,
  agentLastName: users.lastName,
};

const tripCount = sql<number>`(select count(*) from ${trips} where ${trips.bulkPaymentId} = ${bulkPayments.id})`.mapWith(Number);

/**
 * SQL of bank-transfer payments: the bulk_payments table. Trips are read only here (the trips area
 * locks them, attaches them to a payment and pays their deposits: TripsService), and card payments
 * are read only to refuse trips whose card payment is under way.
 */
function bulkPaymentQueries(db: Database) {
  return {
    /**
     * The payments screen: the scope's trips waiting for their deposit, and those in a bank transfer
     * that is unpaid or was paid since `paidSince` (so the Paid badge stays a while).
     */
    async listPendingPaymentTrips(scope: TripScope, paidSince: Date) {
      return db
        .select(PENDING_TRIP_FIELDS)
        .from(trips)
        .leftJoin(bulkPayments, eq(bulkPayments.id, trips.bulkPaymentId))
        .where(
          and(
            tripScopeCondition(scope),
            or(
              and(eq(trips.status, 'pending_payment'), eq(trips.depositPaid, false)),
              eq(bulkPayments.isPaid, false),
              gte(bulkPayments.paidAt, paidSince),
            ),
          ),
        )
        .orderBy(asc(trips.pickupDate), asc(trips.pickupTime), asc(trips.id));
    },

    /** Trips among `ids` with a card payment the provider is still processing (it may yet succeed). */
    async listTripIdsWithProcessingCardPayment(ids: number[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ tripId: payments.tripId })
        .from(payments)
        .where(and(inArray(payments.tripId, ids), eq(payments.status, 'processing')));
      return rows.map((row) => row.tripId);
    },

    /**
     * Inserts a bulk payment under the first reference `nextReference` gives that is not taken;
     * ON CONFLICT (unlike catching the error) keeps the enclosing transaction usable.
     */
    async insertBulkPayment(
      values: { agentUserId: number; agencyId: number | null; totalCents: number; createdAt: Date },
      nextReference: () => string,
      attempts = 8,
    ): Promise<{ id: number; paymentReference: string }> {
      for (let attempt = 0; attempt < attempts; attempt++) {
        const [row] = await db
          .insert(bulkPayments)
          .values({ ...values, paymentReference: nextReference() })
          .onConflictDoNothing({ target: bulkPayments.paymentReference })
          .returning({ id: bulkPayments.id, paymentReference: bulkPayments.paymentReference });
        if (row) return row;
      }
      throw new Error(`no free payment reference after ${attempts} attempts`);
    },

    async findUserEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async findBulkPayment(id: number) {
      const [row] = await db
        .select(BULK_PAYMENT_FIELDS)
        .from(bulkPayments)
        .innerJoin(users, eq(users.id, bulkPayments.agentUserId))
        .where(eq(bulkPayments.id, id));
      return row;
    },

    /** Locks the bulk payment until the transaction ends, so it is marked paid once. */
    async lockBulkPayment(id: number) {
      const [row] = await db
        .select({ id: bulkPayments.id, paymentReference: bulkPayments.paymentReference, isPaid: bulkPayments.isPaid })
        .from(bulkPayments)
        .where(eq(bulkPayments.id, id))
        .for('update');
      return row;
    },

    async listTripsOf(bulkPaymentId: number) {
      return db
        .select(tripSummaryColumns)
        .from(trips)
        .where(eq(trips.bulkPaymentId, bulkPaymentId))
        .orderBy(asc(trips.pickupDate), asc(trips.pickupTime), asc(trips.id));
    },

    async listTripIdsOf(bulkPaymentId: number): Promise<number[]> {
      const rows = await db.select({ id: trips.id }).from(trips).where(eq(trips.bulkPaymentId, bulkPaymentId)).orderBy(asc(trips.id));
      return rows.map((row) => row.id);
    },

    async markPaid(id: number, at: Date): Promise<void> {
      await db.update(bulkPayments).set({ isPaid: true, paidAt: at }).where(eq(bulkPayments.id, id));
    },

    /** Staff's list: unpaid first (they wait for the money), then the newest. */
    async listBulkPayments(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...BULK_PAYMENT_FIELDS, agencyName: agencies.name, tripCount })
          .from(bulkPayments)
          .innerJoin(users, eq(users.id, bulkPayments.agentUserId))
          .leftJoin(agencies, eq(agencies.id, bulkPayments.agencyId))
          .orderBy(asc(bulkPayments.isPaid), desc(bulkPayments.createdAt), desc(bulkPayments.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(bulkPayments),
      ]);
      return { rows, count: counted?.count ?? 0 };
    },

    /** The raw `bank_info` setting; the service checks its shape. */
    async findBankInfoSetting(): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'bank_info'));
      return row?.value;
    },

    /** The business the transfer pays: its name and address are the account holder (ADR 0055). */
    findBusinessDetails(): Promise<BusinessDetails> {
      return findBusinessDetails(db);
    },

    async queueEmail(email: OutgoingEmail): Promise<number | null> {
      return queueEmail(db, email);
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date, subject?: AuditSubject): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, at, ...(subject ? { subject } : {}) });
    },
  };
}

export type BulkPaymentsRepository = TransactionalRepository<ReturnType<typeof bulkPaymentQueries>>;

export const createBulkPaymentsRepository = (db: Database): BulkPaymentsRepository => transactionalRepository(bulkPaymentQueries, db);

export type PendingTripRow = Awaited<ReturnType<BulkPaymentsRepository['listPendingPaymentTrips']>>[number];
export type BulkPaymentRow = NonNullable<Awaited<ReturnType<BulkPaymentsRepository['findBulkPayment']>>>;
export type BulkPaymentListRow = Awaited<ReturnType<BulkPaymentsRepository['listBulkPayments']>>['rows'][number];
