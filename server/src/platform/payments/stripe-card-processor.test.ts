import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, stripeError, stripeIntent, type RecordedRequest } from '../../../test/stripe-stand-in.ts';
import { CardProcessorError, WebhookSignatureError } from './card-processor.ts';
import { createStripeCardProcessor } from './stripe-card-processor.ts';

const settings = { secretKey: 'sk_test_standin123', publishableKey: 'pk_test_standin123', webhookSecret: 'whsec_standin' };
let standIn: Awaited<ReturnType<typeof startStripeStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function processorAnswering(answer: (request: RecordedRequest) => { status: number; body: unknown }) {
  standIn = await startStripeStandIn(answer);
  return createStripeCardProcessor(settings, standIn.api);
}

const create = {
  idempotencyKey: 'trip-42-deposit-3750-1',
  amountCents: 3750,
  currency: 'eur',
  metadata: { trip_id: '42', reference: 'VZ-7K3Q9A' },
  description: 'Deposit for trip VZ-7K3Q9A',
};

describe('createStripeCardProcessor against a stand-in for api.stripe.com', () => {
  it('creates a PaymentIntent with the idempotency key, the amount, automatic payment methods and the trip', async () => {
    const processor = await processorAnswering(() => ({ status: 200, body: stripeIntent({ amount: 3750 }) }));
    const intent = await processor.createIntent(create);
    expect(intent).toEqual({ id: 'pi_3StandIn', clientSecret: 'pi_3StandIn_secret_standin', status: 'requires_payment_method', amountCents: 3750, currency: 'eur' });

    const [sent] = standIn!.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent!.headers['idempotency-key']).toBe('trip-42-deposit-3750-1');
    expect(sent!.headers['authorization']).toBe('Bearer sk_test_standin123');
    expect(sent!.form).toEqual({
      amount: '3750',
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[trip_id]': '42',
      'metadata[reference]': 'VZ-7K3Q9A',
      description: 'Deposit for trip VZ-7K3Q9A',
    });
    expect(processor).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_standin123' });
  });

  it("turns Stripe's error into a CardProcessorError with Stripe's message and code", async () => {
    const processor = await processorAnswering(() => ({
      status: 401,
      body: stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_****123', 'api_key_invalid'),
    }));
    const failure = await processor.createIntent(create).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardProcessorError);
    expect(failure).toMatchObject({ message: 'Invalid API Key provided: sk_test_****123', code: 'api_key_invalid' });
  });

  it('answers an intent Stripe will not cancel (already paid) as it is', async () => {
    const processor = await processorAnswering((request) =>
      request.path.endsWith('/cancel')
        ? { status: 400, body: stripeError('invalid_request_error', 'You cannot cancel this PaymentIntent because it has a status of succeeded.', 'payment_intent_unexpected_state') }
        : { status: 200, body: stripeIntent({ amount: 3750, status: 'succeeded' }) },
    );
    expect((await processor.cancelIntent('pi_3StandIn')).status).toBe('succeeded');
    expect(standIn!.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payment_intents/pi_3StandIn/cancel', 'GET /v1/payment_intents/pi_3StandIn']);
  });

  it('cancels an open intent', async () => {
    const processor = await processorAnswering(() => ({ status: 200, body: stripeIntent({ amount: 3750, status: 'canceled' }) }));
    expect((await processor.cancelIntent('pi_3StandIn')).status).toBe('canceled');
  });

  it("verifies webhooks with the endpoint's signing secret", () => {
    const processor = createStripeCardProcessor(settings);
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.processing', created: 1, data: { object: stripeIntent({ amount: 3750, status: 'processing' }) } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    expect(processor.parseWebhookEvent(payload, header, new Date()).intent).toMatchObject({ id: 'pi_3StandIn', status: 'processing' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => processor.parseWebhookEvent(payload, forged, new Date())).toThrow(WebhookSignatureError);
  });
});
