import type { CreatePaymentIntentResponse } from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { CardProcessorError, type PaymentIntentSnapshot } from '../../platform/payments/card-processor.ts';
import { storedSecretMatches } from '../../platform/sessions/session-token.ts';
import type { DepositTrip } from './deposit-trip.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import type { PaymentRow } from './payments.repository.ts';
import { depositIdempotencyKey, depositRefusal } from './rules/deposit-intent.ts';

export type DepositIntentDeps = Pick<PaymentsDeps, 'repo' | 'processor' | 'trips' | 'log' | 'now'>;

/** Unknown trips and wrong tokens get the same answer (as on the public trip page). */
export const TRIP_NOT_FOUND = 'Trip not found.';
export const PAYMENT_IN_PROGRESS = 'A card payment of this trip is already being processed.';
export const INTENT_FAILED = 'Error creating payment intent';
const DEPOSIT_CURRENCY = 'eur';

type Plan =
  | { kind: 'reuse'; clientSecret: string }
  | { kind: 'create'; trip: DepositTrip; idempotencyKey: string; stale: PaymentRow[] };

/**
 * The public trip page's "pay the deposit": one PaymentIntent per trip and deposit amount.
 *
 * The processor is called between two short transactions, never inside one: a slow card provider
 * must not hold a database connection or a row lock (with the embedded database a transaction
 * holds the whole database). Concurrent requests still end with one intent, because both compute
 * the same idempotency key from the trip's payments, the processor answers a repeated key with the
 * same intent, and payments.idempotency_key is unique (docs/decisions/0012-card-payments.md).
 */
export function createDepositIntentService({ repo, processor, trips, log, now }: DepositIntentDeps) {
  async function callProcessor<T>(what: string, tripId: number, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CardProcessorError)) throw error;
      log.error({ err: error, code: error.code, tripId, processor: processor.name }, `card processor failed to ${what}`);
      throw new AppError(502, INTENT_FAILED);
    }
  }

  /** Under the trip's lock: the payment to reuse, or what creating a new one takes. */
  async function plan(tripId: number, token: string): Promise<Plan> {
    return repo.transaction(async (tx, txDb) => {
      const trip = await trips.lockTrip(txDb, tripId);
      // An unknown trip and a wrong token take the same work and get the same 404.
      if (!trip || !storedSecretMatches(trip.token, token)) throw notFound(TRIP_NOT_FOUND);
      const refusal = depositRefusal(trip);
      if (refusal) throw new AppError(409, refusal);
      const unfinished = await tx.listUnfinishedForTrip(trip.id);
      if (unfinished.some((p) => p.status === 'processing')) throw new AppError(409, PAYMENT_IN_PROGRESS);
      const reusable = unfinished.find((p) => p.provider === processor.name && p.amountCents === trip.depositGrossCents && p.clientSecret);
      if (reusable?.clientSecret) return { kind: 'reuse', clientSecret: reusable.clientSecret };
      const attempt = (await tx.countForTrip(trip.id)) + 1;
      // What is left are intents for an earlier deposit amount (the trip was edited) or another processor.
      return { kind: 'create', trip, idempotencyKey: depositIdempotencyKey(trip.id, trip.depositGrossCents, attempt), stale: unfinished };
    });
  }

  /** Cancels intents for an old amount so only one can be paid; one the customer already paid stops us. */
  async function cancelStale(stale: PaymentRow[], tripId: number): Promise<void> {
    for (const old of stale) {
      if (old.provider !== processor.name) continue;
      const after = await callProcessor('cancel an old payment intent', tripId, () => processor.cancelIntent(old.providerPaymentId));
      if (after.status !== 'canceled') throw new AppError(409, PAYMENT_IN_PROGRESS);
    }
  }

  /** Under the trip's lock again: the trip may have changed while the processor answered. */
  async function store(tripId: number, planned: Extract<Plan, { kind: 'create' }>, intent: PaymentIntentSnapshot) {
    return repo.transaction(async (tx, txDb) => {
      const trip = await trips.lockTrip(txDb, tripId);
      const refusal = trip ? depositRefusal(trip) : TRIP_NOT_FOUND;
      if (refusal) return { stored: false as const, refusal };
      if (trip!.depositGrossCents !== planned.trip.depositGrossCents) {
        return { stored: false as const, refusal: 'The deposit of this trip has just changed. Please try again.' };
      }
      const at = now();
      for (const old of planned.stale) await tx.cancelIfPayable(old.id, at);
      const row = await tx.insertOrFindByKey({
        tripId,
        provider: processor.name,
        providerPaymentId: intent.id,
        clientSecret: intent.clientSecret,
        amountCents: intent.amountCents,
        currency: intent.currency,
        status: intent.status,
        idempotencyKey: planned.idempotencyKey,
      });
      return { stored: true as const, clientSecret: row.clientSecret ?? intent.clientSecret };
    });
  }

  return {
    /** POST /api/create-payment-intent/{trip_id}/?token=…: the amount is always the trip's stored deposit. */
    async createPaymentIntent(tripId: number, token: string): Promise<CreatePaymentIntentResponse> {
      const planned = await plan(tripId, token);
      if (planned.kind === 'reuse') return { clientSecret: planned.clientSecret };

      await cancelStale(planned.stale, tripId);
      const { trip } = planned;
      const intent = await callProcessor('create a payment intent', tripId, () =>
        processor.createIntent({
          idempotencyKey: planned.idempotencyKey,
          amountCents: trip.depositGrossCents,
          currency: DEPOSIT_CURRENCY,
          metadata: { trip_id: String(trip.id), reference: trip.reference },
          description: `Deposit for trip ${trip.reference}`,
        }),
      );
      if (intent.amountCents !== trip.depositGrossCents || intent.currency !== DEPOSIT_CURRENCY) {
        log.error({ tripId, intent: intent.id, amount: intent.amountCents, currency: intent.currency }, 'card processor answered with another amount');
        throw new AppError(502, INTENT_FAILED);
      }

      const result = await store(tripId, planned, intent);
      if (!result.stored) {
        // Nobody holds this intent's secret; cancel it so it can never be paid.
        await processor.cancelIntent(intent.id).catch((error: unknown) => log.warn({ err: error, intent: intent.id }, 'could not cancel an unused payment intent'));
        throw result.refusal === TRIP_NOT_FOUND ? notFound(TRIP_NOT_FOUND) : new AppError(409, result.refusal);
      }
      return { clientSecret: result.clientSecret };
    },
  };
}
