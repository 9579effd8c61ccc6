import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import { paymentIntentStatusSchema } from '@vozimo/contract';
import { WebhookSignatureError, type PaymentIntentEvent } from './card-processor.ts';

/** Stripe's recommended window: a delivery signed more than 5 minutes ago is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The Stripe-Signature header for `payload`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`.
 * The test processor signs its events with it, so they pass the same verification as Stripe's.
 */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

const paymentIntentObjectSchema = z.object({
  id: z.string().min(1),
  status: paymentIntentStatusSchema,
  amount: z.number().int(),
  amount_received: z.number().int().default(0),
  currency: z.string().min(1),
  metadata: z.record(z.string(), z.string()).default({}),
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
});

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * Verifies a delivery with the Stripe library itself (HMAC over the raw body, constant-time
 * comparison, age at most WEBHOOK_TOLERANCE_SECONDS at `receivedAt`) and parses it.
 */
export function verifyWebhookEvent(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
  receivedAt: Date,
): PaymentIntentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header.');
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt.getTime());
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
  }
  // Genuine but not shaped like an event: nothing Stripe sends, so treat it as not ours.
  const event = eventSchema.safeParse(verified);
  if (!event.success) throw new WebhookSignatureError('The signed body is not an event.');
  const { id, type, created, data } = event.data;
  return { id, type, created, intent: type.startsWith('payment_intent.') ? parseIntent(data.object) : null, payload: verified as Record<string, unknown> };
}

function parseIntent(object: Record<string, unknown>): PaymentIntentEvent['intent'] {
  const intent = paymentIntentObjectSchema.safeParse(object);
  if (!intent.success) return null;
  const i = intent.data;
  return {
    id: i.id,
    status: i.status,
    amountCents: i.amount,
    amountReceivedCents: i.amount_received,
    currency: i.currency,
    metadata: i.metadata,
    lastPaymentError: i.last_payment_error?.message ?? null,
  };
}
