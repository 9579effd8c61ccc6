import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './card-processor.ts';
import { signWebhookPayload, verifyWebhookEvent } from './webhook-event.ts';

const SECRET = 'whsec_unit_test';
const receivedAt = new Date('2030-06-15T10:00:00Z');
const t = Math.floor(receivedAt.getTime() / 1000);
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  created: t,
  data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 3750, amount_received: 3750, currency: 'eur', metadata: { trip_id: '7' } } },
});

describe('signWebhookPayload', () => {
  it("writes exactly the header Stripe's library computes", () => {
    expect(signWebhookPayload(payload, SECRET, t)).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: t }));
  });
});

describe('verifyWebhookEvent', () => {
  it('parses a genuine payment_intent event', () => {
    const event = verifyWebhookEvent(Buffer.from(payload), signWebhookPayload(payload, SECRET, t), SECRET, receivedAt);
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_1', status: 'succeeded', amountCents: 3750, amountReceivedCents: 3750, currency: 'eur', metadata: { trip_id: '7' }, lastPaymentError: null },
    });
    expect(event.payload).toMatchObject({ id: 'evt_1' });
  });

  it('carries no intent for other event types', () => {
    const other = JSON.stringify({ id: 'evt_2', type: 'charge.refunded', created: t, data: { object: { id: 'ch_1' } } });
    expect(verifyWebhookEvent(other, signWebhookPayload(other, SECRET, t), SECRET, receivedAt).intent).toBeNull();
  });

  it.each([
    ['a changed body', payload.replace('3750', '1'), signWebhookPayload(payload, SECRET, t)],
    ['another secret', payload, signWebhookPayload(payload, 'whsec_other', t)],
    ['a signature 301 s old', payload, signWebhookPayload(payload, SECRET, t - 301)],
    ['no header', payload, undefined],
    ['a signed body that is not an event', '{"hello":"world"}', signWebhookPayload('{"hello":"world"}', SECRET, t)],
  ])('refuses %s', (_name, body, header) => {
    expect(() => verifyWebhookEvent(body, header, SECRET, receivedAt)).toThrow(WebhookSignatureError);
  });

  it('accepts a signature 300 s old, the edge of the tolerance', () => {
    expect(verifyWebhookEvent(payload, signWebhookPayload(payload, SECRET, t - 300), SECRET, receivedAt).id).toBe('evt_1');
  });
});
