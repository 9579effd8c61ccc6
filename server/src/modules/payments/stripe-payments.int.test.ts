import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { capturedLogs, paymentState } from '../../../test/payment-helpers.ts';
import { startStripeStandIn, stripeError, stripeIntent } from '../../../test/stripe-stand-in.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import { createStripeCardProcessor } from '../../platform/payments/stripe-card-processor.ts';

let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let agentUserId: number;
/** What the stand-in answers next: a created intent, or Stripe being down. */
let stripeIsDown = false;
const logs = capturedLogs();

beforeAll(async () => {
  standIn = await startStripeStandIn((request) =>
    stripeIsDown
      ? { status: 500, body: stripeError('api_error', 'An unknown error occurred') }
      : { status: 200, body: stripeIntent({ id: `pi_${request.headers['idempotency-key']}`.replaceAll('-', '_'), amount: Number(request.form['amount'] ?? 0) }) },
  );
  ctx = await buildTestApp({
    logger: logs.logger,
    cardProcessor: () =>
      createStripeCardProcessor({ secretKey: 'sk_test_app123', publishableKey: 'pk_test_app123', webhookSecret: 'whsec_app' }, standIn.api),
  });
  agentUserId = (await insertRoleCast(ctx.db)).users.agent.id;
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

const createIntent = (trip: { id: number; token: string }) =>
  new HttpSession(ctx.app).request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`);

describe('card payments with Stripe configured', () => {
  it('creates the intent at Stripe with the trip key and shows the Stripe form on the trip page', async () => {
    stripeIsDown = false;
    const trip = await insertTrip(ctx.db, { agentUserId });
    const res = await createIntent(trip);
    expect(res.statusCode, res.body).toBe(200);
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe(`trip-${trip.id}-deposit-${trip.depositGrossCents}-1`);
    expect(sent.form).toMatchObject({ amount: String(trip.depositGrossCents), currency: 'eur', 'metadata[trip_id]': String(trip.id) });

    const { payments } = await paymentState(ctx.db, trip.id);
    expect(payments).toMatchObject([{ provider: 'stripe', clientSecret: res.json().clientSecret, amountCents: trip.depositGrossCents }]);
    const page = (await new HttpSession(ctx.app).request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`)).json();
    expect(page).toMatchObject({ card_processor: 'stripe', stripe_public: 'pk_test_app123', payment_intent_client_secret: res.json().clientSecret });
  });

  it('answers 502 "Error creating payment intent" when Stripe fails, stores nothing and logs why', async () => {
    stripeIsDown = true;
    const trip = await insertTrip(ctx.db, { agentUserId });
    const res = await createIntent(trip);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'Error creating payment intent' });
    expect((await paymentState(ctx.db, trip.id)).payments).toEqual([]);
    expect(logs.withMessage('card processor failed to create a payment intent').at(-1)).toMatchObject({ level: 50, tripId: trip.id, processor: 'stripe' });
  });

  it('has no test-processor routes', async () => {
    const res = await new HttpSession(ctx.app).request('GET', '/api/test-processor/payment-intent/?client_secret=x');
    expect(res.statusCode).toBe(404);
    expect(ctx.app.apiRoutes.map((r) => r.url)).not.toContain('/api/test-processor/confirm/');
  });
});
