import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import type { PaymentStatus } from '../../db/schema/payments.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { queueEmail, type OutgoingEmail } from '../../platform/mail/queue-email.ts';
import { PAYABLE_STATUSES } from './rules/payment-status.ts';

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, 'id' | 'receivedAt' | 'processedAt'>;
type Provider = PaymentRow['provider'];
/** A card payment that can still be paid, and the trip it pays. */
export interface PayableIntent {
  tripId: number;
  providerPaymentId: string;
}

/** Payments still in play: payable, or with the bank (processing). */
const UNFINISHED: PaymentStatus[] = [...PAYABLE_STATUSES, 'processing'];

/** SQL of the payments area: card payments and the webhook events received about them. */
function paymentQueries(db: Database) {
  return {
    /** The trip's unfinished payments, newest first. */
    async listUnfinishedForTrip(tripId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.tripId, tripId), inArray(payments.status, UNFINISHED)))
        .orderBy(desc(payments.id));
    },

    async countForTrip(tripId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.tripId, tripId));
      return row?.n ?? 0;
    },

    /**
     * The client secret of the trip's newest payable payment for the deposit it asks now, for the
     * payment form to resume; a payment for an old amount (the trip was repriced) is never resumed.
     */
    async findPayableClientSecret(tripId: number, provider: Provider, amountCents: number): Promise<string | null> {
      const [row] = await db
        .select({ clientSecret: payments.clientSecret })
        .from(payments)
        .where(
          and(
            eq(payments.tripId, tripId),
            eq(payments.provider, provider),
            eq(payments.amountCents, amountCents),
            inArray(payments.status, [...PAYABLE_STATUSES]),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row?.clientSecret ?? null;
    },

    /**
     * Inserts the payment unless its idempotency key is taken (a concurrent request stored the same
     * intent); answers with the stored row either way.
     */
    async insertOrFindByKey(values: NewPayment): Promise<PaymentRow> {
      const [inserted] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotencyKey }).returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error(`payment with key ${values.idempotencyKey} vanished`);
      return existing;
    },

    async findByProviderPaymentId(provider: Provider, providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },

    /** Locks the payment until the transaction ends, so two events about it apply one after the other. */
    async findByIdForUpdate(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async updatePayment(id: number, changes: { status?: PaymentStatus; lastError?: string | null }, at: Date): Promise<void> {
      await db.update(payments).set({ ...changes, updatedAt: at }).where(eq(payments.id, id));
    },

    /**
     * Cancels the trips' card payments of `provider` that can still be paid, giving `reason`;
     * answers their ids at the provider, to cancel there too.
     */
    /** The trips' payments a customer could still pay, with this provider. */
    async listPayable(tripIds: number[], provider: Provider): Promise<PayableIntent[]> {
      return db
        .select({ tripId: payments.tripId, providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .where(and(inArray(payments.tripId, tripIds), eq(payments.provider, provider), inArray(payments.status, [...PAYABLE_STATUSES])));
    },

    async withdrawPayable(tripIds: number[], provider: Provider, reason: string, at: Date): Promise<PayableIntent[]> {
      return db
        .update(payments)
        .set({ status: 'canceled', lastError: reason, updatedAt: at })
        .where(and(inArray(payments.tripId, tripIds), eq(payments.provider, provider), inArray(payments.status, [...PAYABLE_STATUSES])))
        .returning({ tripId: payments.tripId, providerPaymentId: payments.providerPaymentId });
    },

    /** Marks a payment for an old amount canceled, unless an event has moved it on meanwhile. */
    async cancelIfPayable(id: number, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'canceled', updatedAt: at })
        .where(and(eq(payments.id, id), inArray(payments.status, [...PAYABLE_STATUSES])));
    },

    /**
     * Records a received event; undefined when this provider's event id was recorded before (a
     * redelivery). The unique index makes a concurrent duplicate wait for the first and then skip.
     */
    async insertEventOnce(event: NewPaymentEvent, at: Date): Promise<{ id: number } | undefined> {
      const [row] = await db
        .insert(paymentEvents)
        .values({ ...event, receivedAt: at })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
        .returning({ id: paymentEvents.id });
      return row;
    },

    async markEventProcessed(id: number, at: Date): Promise<void> {
      await db.update(paymentEvents).set({ processedAt: at }).where(eq(paymentEvents.id, id));
    },

    /** Puts the receipt in the outbox, kept or dropped with this transaction. */
    async queueEmail(email: OutgoingEmail): Promise<number | null> {
      return queueEmail(db, email);
    },
  };
}

export type PaymentsRepository = TransactionalRepository<ReturnType<typeof paymentQueries>>;

export const createPaymentsRepository = (db: Database): PaymentsRepository => transactionalRepository(paymentQueries, db);
