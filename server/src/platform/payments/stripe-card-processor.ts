import Stripe from 'stripe';
import { paymentIntentStatusSchema } from '@vozimo/contract';
import { CardProcessorError, type CardProcessor, type PaymentIntentSnapshot } from './card-processor.ts';
import { verifyWebhookEvent } from './webhook-event.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Where the API is; tests point it at a local stand-in for api.stripe.com. */
export interface StripeApiOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The library retries network failures and 5xx with the same idempotency key. Default 2. */
  maxNetworkRetries?: number;
  /** Per request. Default 20 s: a customer is waiting for the payment form. */
  timeoutMs?: number;
}

type StripeIntent = { id: string; client_secret: string | null; status: string; amount: number; currency: string };

function toSnapshot(intent: StripeIntent): PaymentIntentSnapshot {
  const status = paymentIntentStatusSchema.safeParse(intent.status);
  // A status newer than this code knows cannot be acted on safely.
  if (!status.success) throw new CardProcessorError(`Stripe payment intent ${intent.id} has an unknown status ${intent.status}`);
  if (!intent.client_secret) throw new CardProcessorError(`Stripe returned payment intent ${intent.id} without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, status: status.data, amountCents: intent.amount, currency: intent.currency };
}

/** A Stripe failure as ours, keeping Stripe's message and code for the log (never the key). */
function asProcessorError(error: unknown): CardProcessorError {
  if (error instanceof Stripe.errors.StripeError) return new CardProcessorError(error.message, error.code ?? error.type);
  return new CardProcessorError(error instanceof Error ? error.message : String(error));
}

async function callStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw asProcessorError(error);
  }
}

/** Real card payments: Stripe PaymentIntents with the Payment Element, and Stripe's signed webhooks. */
export function createStripeCardProcessor(settings: StripeSettings, api: StripeApiOptions = {}): CardProcessor {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: api.maxNetworkRetries ?? 2,
    timeout: api.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Vozimo' },
    ...(api.host ? { host: api.host } : {}),
    ...(api.port ? { port: api.port } : {}),
    ...(api.protocol ? { protocol: api.protocol } : {}),
  });

  async function retrieveIntent(id: string): Promise<PaymentIntentSnapshot> {
    return toSnapshot(await callStripe(() => stripe.paymentIntents.retrieve(id)));
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(request) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            automatic_payment_methods: { enabled: true },
            metadata: request.metadata,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toSnapshot(intent);
    },

    retrieveIntent,

    async cancelIntent(id) {
      try {
        return toSnapshot(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Stripe refuses to cancel an intent that is processing, succeeded or already canceled;
        // the caller decides from its status.
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state') return retrieveIntent(id);
        throw asProcessorError(error);
      }
    },

    parseWebhookEvent(rawBody, signatureHeader, receivedAt) {
      return verifyWebhookEvent(rawBody, signatureHeader, settings.webhookSecret, receivedAt);
    },
  };
}
