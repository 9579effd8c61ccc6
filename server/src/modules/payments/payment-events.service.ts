import { AppError } from '../../platform/http/app-error.ts';
import { WebhookSignatureError, type PaymentIntentEvent } from '../../platform/payments/card-processor.ts';
import type { DepositOutcome } from '../trips/ports.ts';
import { depositReceiptEmail } from './deposit-receipt-email.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { eventMismatch } from './rules/event-amount.ts';
import { canMovePayment, statusOfEvent } from './rules/payment-status.ts';

export const INVALID_SIGNATURE = 'Invalid signature.';

/** What applying an event did, for the log. */
type Applied =
  | { kind: 'replay' }
  | { kind: 'not_acted_on' }
  | { kind: 'unknown_intent' }
  | { kind: 'mismatch'; paymentId: number; problem: string }
  | { kind: 'stale'; paymentId: number; status: string }
  | {
      kind: 'moved';
      paymentId: number;
      tripId: number;
      to: string;
      deposit: DepositOutcome | 'old_amount' | null;
      /** The trip was also chosen for a bank transfer: the money may come twice. */
      inBankTransfer: boolean;
      /** The receipt's outbox id, to dispatch after the commit. */
      emailId: number | null;
    };

/**
 * Webhook handling, shared by Stripe's deliveries (POST /api/webhooks/stripe/) and the test
 * processor's in-process ones. Each event is applied at most once, in one transaction: the event
 * row (unique per provider and event id), the payment's status, the trip's deposit and the receipt
 * e-mail commit together or not at all.
 */
export function createPaymentEventsService({ repo, processor, trips, publicUrl, mail, log, now }: PaymentsDeps) {
  async function applyEvent(event: PaymentIntentEvent): Promise<Applied> {
    const at = now();
    return repo.transaction(async (tx, txDb): Promise<Applied> => {
      const stored = await tx.insertEventOnce(
        { provider: processor.name, providerEventId: event.id, type: event.type, providerPaymentId: event.intent?.id ?? null, payload: event.payload },
        at,
      );
      if (!stored) return { kind: 'replay' };

      const target = statusOfEvent(event.type);
      if (!event.intent || !target) {
        await tx.markEventProcessed(stored.id, at);
        return { kind: 'not_acted_on' };
      }
      const found = await tx.findByProviderPaymentId(processor.name, event.intent.id);
      // Kept unprocessed (processed_at null): an intent created outside Vozimo, or a bug to look at.
      if (!found) return { kind: 'unknown_intent' };

      // The trip first, then the payment: the order creating an intent locks them in, so the two never deadlock.
      const trip = await trips.lockTrip(txDb, found.tripId);
      const payment = await tx.findByIdForUpdate(found.id);
      if (!trip || !payment) throw new Error(`payment ${found.id} or its trip vanished`);

      const problem = eventMismatch(payment, event.intent, target === 'succeeded');
      if (problem) {
        await tx.updatePayment(payment.id, { lastError: problem }, at);
        await tx.markEventProcessed(stored.id, at);
        return { kind: 'mismatch', paymentId: payment.id, problem };
      }
      // A decline leaves an intent payable, so its status may not change, but the reason does.
      const anotherFailure = target === 'requires_payment_method' && payment.status === target;
      if (!canMovePayment(payment.status, target) && !anotherFailure) {
        await tx.markEventProcessed(stored.id, at);
        return { kind: 'stale', paymentId: payment.id, status: payment.status };
      }

      const lastError = target === 'requires_payment_method' ? (event.intent.lastPaymentError ?? 'The payment failed.') : target === 'succeeded' ? null : payment.lastError;
      await tx.updatePayment(payment.id, { status: target, lastError }, at);
      let deposit: Extract<Applied, { kind: 'moved' }>['deposit'] = null;
      let emailId: number | null = null;
      if (target === 'succeeded' && payment.amountCents !== trip.depositGrossCents) {
        // Paid through a form opened before the trip was repriced: the money is recorded on the
        // payment, but it is not the deposit the trip now asks for, so the trip is not confirmed.
        deposit = 'old_amount';
      } else if (target === 'succeeded') {
        deposit = await trips.recordDepositPaid(txDb, trip.id, 'Deposit paid by card');
        const to = trip.customerEmail.trim();
        if (deposit !== 'already_paid' && to) {
          emailId = await tx.queueEmail({ ...depositReceiptEmail(trip, payment.amountCents, publicUrl, deposit === 'confirmed'), to });
        }
      }
      await tx.markEventProcessed(stored.id, at);
      return { kind: 'moved', paymentId: payment.id, tripId: trip.id, to: target, deposit, emailId, inBankTransfer: trip.bulkPaymentId !== null };
    });
  }

  function report(event: PaymentIntentEvent, applied: Applied): void {
    const about = { event: event.id, type: event.type, intent: event.intent?.id, processor: processor.name };
    switch (applied.kind) {
      case 'unknown_intent':
        log.warn(about, 'payment event for an unknown payment intent; stored, not applied');
        return;
      case 'mismatch':
        log.error({ ...about, payment: applied.paymentId, problem: applied.problem }, 'payment event does not match the payment; not applied');
        return;
      case 'stale':
        log.warn({ ...about, payment: applied.paymentId, status: applied.status }, 'payment event arrived after the payment ended; not applied');
        return;
      case 'moved':
        if (applied.deposit === 'old_amount') {
          log.error({ ...about, payment: applied.paymentId, trip: applied.tripId }, 'card payment of an old deposit amount (the trip was repriced): trip not confirmed; review and refund');
        } else if (applied.inBankTransfer && applied.to === 'succeeded') {
          log.warn({ ...about, payment: applied.paymentId, trip: applied.tripId }, 'deposit paid by card for a trip also chosen for a bank transfer: check the transfer for a refund');
        } else if (applied.deposit === 'already_paid') {
          log.warn({ ...about, payment: applied.paymentId, trip: applied.tripId }, 'deposit paid twice (another payment paid it first): refund this payment');
        } else if (applied.deposit === 'paid_without_confirming') {
          log.warn({ ...about, payment: applied.paymentId, trip: applied.tripId }, 'deposit paid for a trip that no longer waited for it: check for a refund');
        } else {
          log.info({ ...about, payment: applied.paymentId, status: applied.to }, 'payment event applied');
        }
        return;
      default:
        return;
    }
  }

  return {
    /**
     * A webhook delivery: verify the signature over the raw body, then apply the event once.
     * A delivery that is not genuine gets 400 'Invalid signature.'.
     */
    async handleWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): Promise<void> {
      let event: PaymentIntentEvent;
      try {
        event = processor.parseWebhookEvent(rawBody, signatureHeader, now());
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        log.warn({ reason: error.message, processor: processor.name }, 'webhook refused: invalid signature');
        throw new AppError(400, INVALID_SIGNATURE);
      }
      const applied = await applyEvent(event);
      if (applied.kind === 'moved') mail.dispatch(applied.emailId);
      report(event, applied);
    },
  };
}
