import { and, asc, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { agencies, auditEvents, bulkPayments, payments, settings, trips, users } from '../../db/schema/index.ts';
import { tripScopeCondition } from '../../db/trip-scope-condition.ts';
import type { Database } from '../../platform/db/database.ts';
import { queueEmail, type OutgoingEmail } from '../../platform/mail/queue-email.ts';
import type { TripScope } from '../../platform/permissions/trip-scope.ts';

/** A trip as the payments screen lists it, with the bulk payment it is in. */
const PENDING_TRIP_FIELDS = {
  id: trips.id,
  reference: trips.reference,
  token: trips.token,
  status: trips.status,
  startLocality: trips.startLocality,
  endLocality: trips.endLocality,
  pickupDate: trips.pickupDate,
  pickupTime: trips.pickupTime,
  customerFirstName: trips.customerFirstName,
  customerLastName: trips.customerLastName,
  depositGrossCents: trips.depositGrossCents,
  depositPaid: trips.depositPaid,
  bulkPaymentId: bulkPayments.id,
  bulkPaymentReference: bulkPayments.paymentReference,
  bulkPaymentIsPaid: bulkPayments.isPaid,
};

/** What choosing a trip for a bank transfer needs to know (and the e-mail shows). */
const CANDIDATE_FIELDS = {
  id: trips.id,
  reference: trips.reference,
  status: trips.status,
  depositPaid: trips.depositPaid,
  bulkPaymentId: trips.bulkPaymentId,
  depositGrossCents: trips.depositGrossCents,
  agentUserId: trips.agentUserId,
  agencyId: trips.agencyId,
  companyId: trips.companyId,
  driverId: trips.driverId,
  startLocality: trips.startLocality,
  endLocality: trips.endLocality,
  pickupDate: trips.pickupDate,
  pickupTime: trips.pickupTime,
  customerFirstName: trips.customerFirstName,
  customerLastName: trips.customerLastName,
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
 * SQL of bank-transfer payments. The bulk_payments table and trips.bulk_payment_id are this area's;
 * the rest of a trip is read only (its status and deposit change through the trips area's status
 * service), and card payments are read only to refuse trips whose card payment is under way.
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

    /**
     * The trips, locked until the transaction ends, in id order: two requests choosing overlapping
     * trips lock them in the same order, so one waits for the other instead of deadlocking.
     */
    async lockTripsInIdOrder(ids: number[]) {
      return db.select(CANDIDATE_FIELDS).from(trips).where(inArray(trips.id, ids)).orderBy(asc(trips.id)).for('update');
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

    async attachTrips(bulkPaymentId: number, tripIds: number[], at: Date): Promise<void> {
      await db.update(trips).set({ bulkPaymentId, updatedAt: at }).where(inArray(trips.id, tripIds));
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
        .select(CANDIDATE_FIELDS)
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

    async queueEmail(email: OutgoingEmail): Promise<number | null> {
      return queueEmail(db, email);
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date): Promise<void> {
      await db.insert(auditEvents).values({ actorUserId, action, details, createdAt: at });
    },
  };
}

export type BulkPaymentsRepository = ReturnType<typeof bulkPaymentQueries> & {
  /**
   * Runs `work` in one transaction, with a repository bound to it and the transaction itself for
   * other areas' services that join it (the trips status service).
   */
  transaction<T>(work: (repo: BulkPaymentsRepository, db: Database) => Promise<T>): Promise<T>;
};

export function createBulkPaymentsRepository(db: Database): BulkPaymentsRepository {
  return {
    ...bulkPaymentQueries(db),
    transaction: (work) =>
      db.transaction((tx) => {
        const txDb = tx as unknown as Database;
        return work(createBulkPaymentsRepository(txDb), txDb);
      }),
  };
}

export type PendingTripRow = Awaited<ReturnType<BulkPaymentsRepository['listPendingPaymentTrips']>>[number];
export type CandidateTripRow = Awaited<ReturnType<BulkPaymentsRepository['lockTripsInIdOrder']>>[number];
export type BulkPaymentRow = NonNullable<Awaited<ReturnType<BulkPaymentsRepository['findBulkPayment']>>>;
export type BulkPaymentListRow = Awaited<ReturnType<BulkPaymentsRepository['listBulkPayments']>>['rows'][number];
