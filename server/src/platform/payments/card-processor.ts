import type { CardProcessor as CardProcessorName, PaymentIntentStatus } from '@vozimo/contract';

export type { CardProcessorName, PaymentIntentStatus };

/** What a PaymentIntent is, as far as Vozimo cares (Stripe's fields, amounts in cents). */
export interface PaymentIntentSnapshot {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  /** ISO 4217, lower case ('eur'). */
  currency: string;
}

export interface CreateIntentRequest {
  /**
   * Sent as the provider's idempotency key: a retried create with the same key answers with the
   * intent the first one created instead of a second one.
   */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** Stored on the intent and echoed in its events (trip_id ties an intent to its trip). */
  metadata: Record<string, string>;
  /** Shown in the provider's dashboard. */
  description: string;
}

/** A verified webhook event, reduced to what the payments area acts on. */
export interface PaymentIntentEvent {
  /** evt_… : the provider's event id, unique per provider (replays are recognised by it). */
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  /** The PaymentIntent the event carries, for payment_intent.* events; null for any other type. */
  intent: {
    id: string;
    status: PaymentIntentStatus;
    amountCents: number;
    amountReceivedCents: number;
    currency: string;
    metadata: Record<string, string>;
    /** last_payment_error.message of a failed attempt. */
    lastPaymentError: string | null;
  } | null;
  /** The verified event as the provider sent it, kept in payment_events. */
  payload: Record<string, unknown>;
}

/**
 * A card processor: real Stripe (stripe-card-processor.ts) or the offline test processor
 * (test-card-processor.ts). Both speak Stripe's PaymentIntents model and Stripe-signed events.
 */
export interface CardProcessor {
  readonly name: CardProcessorName;
  /** The key the payment page's script needs (Stripe's pk_…); null for the test processor. */
  readonly publishableKey: string | null;
  /** Creates an intent, or answers with the one an earlier call with the same idempotency key created. */
  createIntent(request: CreateIntentRequest): Promise<PaymentIntentSnapshot>;
  retrieveIntent(id: string): Promise<PaymentIntentSnapshot>;
  /**
   * Cancels an intent that can still be paid. An intent that cannot be canceled any more
   * (processing, succeeded, already canceled) is answered as it is, so the caller can see why.
   */
  cancelIntent(id: string): Promise<PaymentIntentSnapshot>;
  /**
   * Verifies a webhook delivery (Stripe-Signature header over the exact raw body, at most 300 s
   * old at `receivedAt`) and parses it; throws WebhookSignatureError when it is not genuine.
   */
  parseWebhookEvent(rawBody: Buffer | string, signatureHeader: string | undefined, receivedAt: Date): PaymentIntentEvent;
}

/** The provider failed or refused a request (network, keys, rate limit, invalid request). */
export class CardProcessorError extends Error {
  override name = 'CardProcessorError';
  constructor(
    message: string,
    /** The provider's error type or code, for the log. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** A webhook delivery whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
