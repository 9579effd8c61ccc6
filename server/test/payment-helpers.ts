import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailOutbox, paymentEvents, payments, trips, tripStatusHistory } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';
import { signWebhookPayload } from '../src/platform/payments/webhook-event.ts';

/** What a test reads back after a payment: the trip, its history, payments, events and e-mail. */
export async function paymentState(db: Database, tripId: number) {
  const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
  const history = await db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, tripId)).orderBy(tripStatusHistory.id);
  const tripPayments = await db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `deposit-paid:${tripId}`));
  return { trip: trip!, history, payments: tripPayments, outbox };
}

export async function eventsOfIntent(db: Database, providerPaymentId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, providerPaymentId)).orderBy(paymentEvents.id);
}

/** A card payment row as creating an intent stores it (for webhook tests that need no processor call). */
export async function insertPayment(
  db: Database,
  trip: { id: number; depositGrossCents: number },
  values: Partial<typeof payments.$inferInsert> = {},
) {
  const id = `pi_${randomBytes(8).toString('hex')}`;
  const [row] = await db
    .insert(payments)
    .values({
      tripId: trip.id,
      provider: 'stripe',
      providerPaymentId: id,
      clientSecret: `${id}_secret_test`,
      amountCents: trip.depositGrossCents,
      currency: 'eur',
      status: 'requires_payment_method',
      idempotencyKey: `test-${id}`,
      ...values,
    })
    .returning();
  return row!;
}

export interface IntentEventValues {
  type?: string;
  eventId?: string;
  status?: string;
  amount: number;
  amountReceived?: number;
  currency?: string;
  tripId: number;
  lastPaymentError?: string;
}

/** A Stripe event about `intentId`, as JSON text (https://docs.stripe.com/api/events/object). */
export function intentEventPayload(intentId: string, v: IntentEventValues): string {
  const type = v.type ?? 'payment_intent.succeeded';
  const status = v.status ?? type.replace('payment_intent.', '').replace('payment_failed', 'requires_payment_method');
  return JSON.stringify({
    id: v.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        status,
        amount: v.amount,
        amount_received: v.amountReceived ?? (status === 'succeeded' ? v.amount : 0),
        currency: v.currency ?? 'eur',
        metadata: { trip_id: String(v.tripId) },
        last_payment_error: v.lastPaymentError ? { message: v.lastPaymentError } : null,
      },
    },
  });
}

/** The Stripe-Signature header for `payload`, signed `ageSeconds` ago. */
export function stripeSignature(payload: string, secret: string, ageSeconds = 0): string {
  return signWebhookPayload(payload, secret, Math.floor(Date.now() / 1000) - ageSeconds);
}

/** Waits until `check` passes (for the test processor's delayed events); fails after `timeoutMs`. */
export async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** An app logger that keeps its lines for assertions (warnings and errors), instead of printing them. */
export function capturedLogs() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  return {
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    lines,
    /** Lines with this message; pino's levels: 40 warn, 50 error. */
    withMessage: (msg: string) => lines.filter((l) => l.msg === msg),
  };
}
