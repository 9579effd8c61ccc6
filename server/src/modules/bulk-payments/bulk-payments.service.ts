import {
  bankInfoSchema,
  businessPostalAddress,
  type BulkPayment,
  type BulkPaymentListResponse,
  type CreateBulkPaymentResponse,
  type MarkBulkPaymentPaidResponse,
  type PendingPaymentTripsResponse,
} from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import { agentSideScopeOf, pendingPaymentsScopeOf, scopeIncludes } from '../../platform/permissions/trip-scope.ts';
import { toBulkPayment, toBulkPaymentListRow, toPendingPaymentTrip } from './bulk-payment-views.ts';
import type { CardPaymentWithdrawal } from '../payments/ports.ts';
import type { DepositOutcome, TripsService } from '../trips/ports.ts';
import type { BulkPaymentRow, BulkPaymentsRepository } from './bulk-payments.repository.ts';
import { bulkPaymentCreatedDedupeKey, bulkPaymentCreatedEmail } from './emails/bulk-payment-created-email.ts';
import { newPaymentReference } from './payment-reference.ts';
import { bankTransferDetailsMissing, BULK_PAYMENT_MESSAGES, bulkPaymentRefusal, bulkPaymentTotalCents, distinctSortedIds } from './rules/bulk-payment-refusal.ts';
import { paidBadgeSince } from './rules/paid-badge-window.ts';

export interface BulkPaymentsServiceDeps {
  repo: BulkPaymentsRepository;
  /** Locks the chosen trips, attaches them to the payment, pays and confirms them: inside this area's transaction. */
  trips: Pick<TripsService, 'lockTripsInIdOrder' | 'attachToBulkPayment' | 'recordDepositPaid'>;
  mail: MailDelivery;
  /** Withdraws the chosen trips' payable card payments, so no deposit is paid twice. */
  cardPayments: CardPaymentWithdrawal;
  /** PUBLIC_URL, for the link in the agent's e-mail. */
  publicUrl: string;
  now: () => Date;
}

/** Unknown payments and payments the actor may not see get the same answer. */
export const BULK_PAYMENT_NOT_FOUND = 'Payment not found.';
export const ALREADY_MARKED_PAID = 'This payment is already marked as paid.';

/** The bank account staff keep in settings; the holder is the business (its stored details, ADR 0055), never stored twice. */
const storedBankInfoSchema = bankInfoSchema.omit({ reference: true, account_holder: true });

/** In the order the agent will drive them, as the payments screen lists them. */
const byPickup = <T extends { pickupDate: string; pickupTime: string; id: number }>(trips: T[]) =>
  [...trips].sort((a, b) => a.pickupDate.localeCompare(b.pickupDate) || a.pickupTime.localeCompare(b.pickupTime) || a.id - b.id);

/**
 * Bank transfers (spec: Payments screen): an agent pays the deposits of several trips with one
 * transfer and one reference; staff mark it paid when the money arrives, which confirms the trips.
 */
export function createBulkPaymentsService({ repo, trips, mail, cardPayments, publicUrl, now }: BulkPaymentsServiceDeps) {
  async function bankDetails(repository: BulkPaymentsRepository) {
    const parsed = storedBankInfoSchema.safeParse(await repository.findBankInfoSetting());
    if (!parsed.success) throw new Error(`The bank_info setting is missing or malformed: ${parsed.error.message}`);
    return { ...parsed.data, account_holder: businessPostalAddress(await repository.findBusinessDetails()) };
  }

  /** The payment with its trips and the bank details, if `mayRead` allows it; else the same 404 as an unknown id. */
  async function bulkPaymentView(repository: BulkPaymentsRepository, id: number, mayRead: (row: BulkPaymentRow) => boolean): Promise<BulkPayment> {
    const row = await repository.findBulkPayment(id);
    if (!row || !mayRead(row)) throw notFound(BULK_PAYMENT_NOT_FOUND);
    return toBulkPayment(row, await repository.listTripsOf(id), await bankDetails(repository));
  }

  return {
    /** GET /api/pending_payment_trips/: the agent side's trips to pay (staff: every agency's, ADR 0018), and those of recent transfers. */
    async listPendingPaymentTrips(actor: Actor): Promise<PendingPaymentTripsResponse> {
      authorize(actor, 'payments.listPending');
      const rows = await repo.listPendingPaymentTrips(pendingPaymentsScopeOf(actor), paidBadgeSince(now()));
      return { items: rows.map(toPendingPaymentTrip), count: rows.length };
    },

    /**
     * POST /api/bulk_payment/: all chosen trips or none. The trips stay locked from the check to the
     * write, so two requests for the same trips make one payment; the other is refused. A card
     * payment of a chosen trip is canceled at the processor before the transfer is made, and one
     * it cannot cancel refuses the transfer, so a deposit is never paid both ways (ADR 0022).
     */
    async createBulkPayment(actor: Actor, tripIds: number[]): Promise<CreateBulkPaymentResponse> {
      authorize(actor, 'payments.bulk');
      const ids = distinctSortedIds(tripIds);
      const scope = agentSideScopeOf(actor);

      /** Under the trips' locks (in id order, so overlapping choices wait rather than deadlock): the chosen trips, or the refusal. */
      async function lockChosen(tx: BulkPaymentsRepository, txDb: Parameters<typeof trips.lockTripsInIdOrder>[0]) {
        const locked = await trips.lockTripsInIdOrder(txDb, ids);
        const visible = locked.filter((trip) => scopeIncludes(scope, trip));
        const processing = new Set(await tx.listTripIdsWithProcessingCardPayment(visible.map((trip) => trip.id)));
        const refusal = bulkPaymentRefusal(
          ids,
          visible.map((trip) => ({ ...trip, cardPaymentProcessing: processing.has(trip.id) })),
        );
        if (refusal) throw new AppError(refusal.status, refusal.message);
        return visible;
      }
      const cardPaymentRefusal = (visible: { id: number; reference: string }[], tripId: number) =>
        new AppError(409, BULK_PAYMENT_MESSAGES.cardPaymentProcessing(visible.find((trip) => trip.id === tripId)?.reference ?? ''));

      // First the card payments a customer could still pay; the processor call waits for no lock.
      const { visible: checked, payable } = await repo.transaction(async (tx, txDb) => {
        const visible = await lockChosen(tx, txDb);
        // After the trips' own refusals (an unknown trip stays a 404), before anything is written.
        if (bankTransferDetailsMissing(await bankDetails(tx))) throw new AppError(409, BULK_PAYMENT_MESSAGES.noBankAccount);
        return { visible, payable: await cardPayments.listPayable(txDb, ids) };
      });
      const notCanceled = await cardPayments.cancelAtProcessor(payable);
      if (notCanceled.length > 0) throw cardPaymentRefusal(checked, notCanceled[0]!.tripId);
      const canceled = new Set(payable.map((intent) => intent.providerPaymentId));

      const at = now();
      const { created, emailId } = await repo.transaction(async (tx, txDb) => {
        const visible = await lockChosen(tx, txDb);
        const totalCents = bulkPaymentTotalCents(visible);
        // Under a staff override the payment is the impersonated agent's, as if they had made it.
        const payment = await tx.insertBulkPayment({ agentUserId: actor.userId, agencyId: actor.agencyId, totalCents, createdAt: at }, newPaymentReference);
        await trips.attachToBulkPayment(txDb, ids, payment.id, at);
        const withdrawn = await cardPayments.withdrawPayable(txDb, ids, `Replaced by bank transfer ${payment.paymentReference}`);
        // A card payment begun since the processor canceled the others could still be paid: refuse (all rolls back).
        const begunMeanwhile = withdrawn.find((intent) => !canceled.has(intent.providerPaymentId));
        if (begunMeanwhile) throw cardPaymentRefusal(visible, begunMeanwhile.tripId);

        const to = (await tx.findUserEmail(actor.userId))?.trim();
        const content = bulkPaymentCreatedEmail(
          { id: payment.id, paymentReference: payment.paymentReference, totalCents, agentFirstName: actor.firstName, trips: byPickup(visible) },
          await bankDetails(tx),
          publicUrl,
        );
        const queued = to ? await tx.queueEmail({ to, ...content, dedupeKey: bulkPaymentCreatedDedupeKey(payment.id), secrets: [] }) : null;
        return { created: payment, emailId: queued };
      });
      mail.dispatch(emailId);
      return { bulk_payment_id: created.id, payment_reference: created.paymentReference };
    },

    /** GET /api/bulk_payment/{id}/: for staff, the agent who made it and its agency's admin; 404 for anyone else. */
    async getBulkPayment(actor: Actor, id: number): Promise<BulkPayment> {
      return bulkPaymentView(repo, id, (row) => can(actor, 'payments.readBulk', row));
    },

    /** GET /api/bulk_payments/ (staff). */
    async listBulkPayments(actor: Actor, page: { limit: number; offset: number }): Promise<BulkPaymentListResponse> {
      authorize(actor, 'payments.markBulkPaid');
      const { rows, count } = await repo.listBulkPayments(page.limit, page.offset);
      return { items: rows.map(toBulkPaymentListRow), count };
    },

    /**
     * POST /api/bulk_payment/{id}/mark_paid/ (staff, when the transfer arrived): pays every trip's
     * deposit, confirming those that waited, in one transaction; once.
     */
    async markBulkPaymentPaid(actor: Actor, id: number): Promise<MarkBulkPaymentPaidResponse> {
      authorize(actor, 'payments.markBulkPaid');
      const at = now();
      return repo.transaction(async (tx, txDb) => {
        const payment = await tx.lockBulkPayment(id);
        if (!payment) throw notFound(BULK_PAYMENT_NOT_FOUND);
        if (payment.isPaid) throw new AppError(409, ALREADY_MARKED_PAID);
        await tx.markPaid(payment.id, at);
        const outcomes: { trip_id: number; outcome: DepositOutcome }[] = [];
        for (const tripId of await tx.listTripIdsOf(payment.id)) {
          const outcome = await trips.recordDepositPaid(txDb, tripId, `Deposit paid by bank transfer ${payment.paymentReference}`);
          outcomes.push({ trip_id: tripId, outcome });
        }
        // Trips not confirmed by this money (canceled meanwhile, or paid by card too) are refund cases.
        await tx.insertAuditEvent(
          actor.realUserId,
          'bulk_payment.mark_paid',
          { bulk_payment_id: payment.id, payment_reference: payment.paymentReference, trips: outcomes },
          at,
          { type: 'bulk_payment', id: payment.id, label: payment.paymentReference },
        );
        const view = await bulkPaymentView(tx, payment.id, () => true);
        const referenceOf = new Map(view.trips.map((trip) => [trip.trip_id, trip.reference]));
        return { ...view, outcomes: outcomes.map((o) => ({ ...o, reference: referenceOf.get(o.trip_id) ?? null })) };
      });
    },
  };
}

export type BulkPaymentsService = ReturnType<typeof createBulkPaymentsService>;
