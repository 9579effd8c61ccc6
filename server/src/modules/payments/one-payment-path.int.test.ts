import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { storeBankAccount } from '../../../test/bulk-payment-factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import { PAYMENT_WITHDRAWN } from './test-card-payments.service.ts';

/** Rounds per race: enough to hit the window on both databases, few enough for a shared machine. */
const ROUNDS = 8;
/** What the public trip page shows the customer who lost the race. */
const CARD_REFUSALS = [PAYMENT_WITHDRAWN, 'This trip is being paid by bank transfer.'];

let ctx: TestContext;
let agent: HttpSession;
let agentUserId: number;
let agencyId: number;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://vozimo.example' });
  await storeBankAccount(ctx.db);
  const cast = await insertRoleCast(ctx.db);
  agentUserId = cast.users.agent.id;
  agencyId = cast.agency.id;
  agent = new HttpSession(ctx.app, { ip: '10.9.0.1' });
  await agent.signIn(cast.users.agent.username);
});
afterAll(() => ctx.close());

/** The customer on the public trip page: asks for the intent (unless given one) and pays with a good card. */
async function payByCard(customer: HttpSession, trip: { id: number; token: string; reference: string }, clientSecret?: string) {
  let secret = clientSecret;
  if (!secret) {
    const created = await customer.request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`);
    if (created.statusCode !== 200) return { paid: false, answer: created };
    secret = created.json().clientSecret as string;
  }
  const answer = await customer.request('POST', '/api/test-processor/confirm/', {
    client_secret: secret,
    card_number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    return_url: `/payment/return/${trip.id}?reference=${trip.reference}&token=${trip.token}`,
  });
  return { paid: answer.statusCode === 200 && answer.json().outcome === 'redirect', answer };
}

async function race(withOpenIntent: boolean) {
  let transfers = 0;
  let cards = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const trip = await insertTrip(ctx.db, { agentUserId, agencyId });
    const customer = new HttpSession(ctx.app);
    const open = withOpenIntent
      ? ((await customer.request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`)).json().clientSecret as string)
      : undefined;
    const [transfer, card] = await Promise.all([agent.request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] }), payByCard(customer, trip, open)]);
    // Never both: the loser is refused with a 409 that says why.
    expect([transfer.statusCode === 200, card.paid], `round ${round}: ${transfer.body} / ${card.answer.body}`).not.toEqual([true, true]);
    if (transfer.statusCode !== 200) expect(transfer.statusCode, transfer.body).toBe(409);
    if (!card.paid) {
      expect(card.answer.statusCode, card.answer.body).toBe(409);
      expect(CARD_REFUSALS).toContain(card.answer.json().detail);
    }
    if (transfer.statusCode === 200) transfers++;
    if (card.paid) cards++;
  }
  // One of the two always wins.
  expect(transfers + cards).toBe(ROUNDS);
}

describe('a bank transfer and a card payment of one trip at the same moment (ADR 0022)', () => {
  it('never both succeed when the customer already had the payment form open', async () => {
    await race(true);
  });

  it('never both succeed when the customer opens the form as the agent pays', async () => {
    await race(false);
  });
});
