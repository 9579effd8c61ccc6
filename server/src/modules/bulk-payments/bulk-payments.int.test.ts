import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkPayment, PendingPaymentTripsResponse } from '@vozimo/contract';
import { auditEvents, bulkPayments, emailOutbox, payments, settings, trips, tripStatusHistory } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertBulkPayment } from '../../../test/bulk-payment-factories.ts';
import { storeBusinessDetails, TEST_BUSINESS, TEST_BUSINESS_ADDRESS } from '../../../test/business-details-factories.ts';
import { BULK_PAYMENT_MESSAGES } from './rules/bulk-payment-refusal.ts';
import { insertRoleCast, insertUser, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const BANK = { bank_name: 'Zagrebačka banka', iban: 'HR1210010051863000160', swift: 'ZABAHR2X' };

let ctx: TestContext;
type Cast = Awaited<ReturnType<typeof insertRoleCast>>;
let cast: Cast;
let other: Cast;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://vozimo.example' });
  // A holder stored by an older version is ignored: the holder is the business staff describe (ADR 0055).
  await ctx.db.update(settings).set({ value: { ...BANK, account_holder: 'Vozimo d.o.o., Ulica kneza Branimira 29, 10000 Zagreb' } }).where(eq(settings.key, 'bank_info'));
  await storeBusinessDetails(ctx.db);
});
afterAll(() => ctx.close());

// Every test gets fresh agencies, so what one test creates never shows in another's lists.
async function freshCasts() {
  cast = await insertRoleCast(ctx.db);
  other = await insertRoleCast(ctx.db);
}

let address = 0;
async function browser(who: RoleName, of: Cast = cast): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.7.${Math.floor(address / 250)}.${address++ % 250}` });
  await session.signIn(of.users[who].username);
  return session;
}

const soldBy = (who: 'agent' | 'agencyAdmin', of: Cast = cast) => ({ agentUserId: of.users[who].id, agencyId: of.agency.id });

async function bulkPaymentCount() {
  return (await ctx.db.select({ id: bulkPayments.id }).from(bulkPayments)).length;
}

async function storedTrips(ids: number[]) {
  return ctx.db.select().from(trips).where(inArray(trips.id, ids)).orderBy(trips.id);
}

describe('GET /api/pending_payment_trips/', () => {
  beforeAll(freshCasts);

  it("shows an agency admin the agency's trips waiting for their deposit, and a plain agent only its own", async () => {
    const ownTrip = await insertTrip(ctx.db, { ...soldBy('agent'), pickupDate: '2030-07-02' });
    const adminTrip = await insertTrip(ctx.db, { ...soldBy('agencyAdmin'), pickupDate: '2030-07-01' });
    await insertTrip(ctx.db, { ...soldBy('agent', other) });

    const asAdmin: PendingPaymentTripsResponse = (await (await browser('agencyAdmin')).request('GET', '/api/pending_payment_trips/')).json();
    expect(asAdmin.items.map((t) => t.trip_id)).toEqual([adminTrip.id, ownTrip.id]);
    expect(asAdmin.count).toBe(2);

    const asAgent: PendingPaymentTripsResponse = (await (await browser('agent')).request('GET', '/api/pending_payment_trips/')).json();
    expect(asAgent.items.map((t) => t.trip_id)).toEqual([ownTrip.id]);
    expect(asAgent.items[0]).toEqual({
      trip_id: ownTrip.id,
      reference: ownTrip.reference,
      token: ownTrip.token,
      status: 'pending_payment',
      start_locality: 'Split Airport',
      end_locality: 'Dubrovnik',
      pickup_date: '2030-07-02',
      pickup_time: '12:00',
      customer_first_name: 'Ana',
      customer_last_name: 'Horvat',
      deposit_gross: (ownTrip.depositGrossCents / 100).toFixed(2),
      deposit_paid: false,
      bulk_payment: null,
    });
  });
});

describe('which trips the payments screen lists', () => {
  beforeAll(freshCasts);

  it('lists trips of unpaid and recently paid bank transfers with their payment, not other trips, by pickup date and time', async () => {
    const sold = soldBy('agent');
    const waiting = await insertTrip(ctx.db, { ...sold, pickupDate: '2030-08-01', pickupTime: '15:00' });
    const inUnpaid = await insertBulkPayment(ctx.db, {
      ...sold,
      tripsToPay: [await insertTrip(ctx.db, { ...sold, pickupDate: '2030-08-01', pickupTime: '09:00' })],
    });
    const paidLately = await insertBulkPayment(ctx.db, {
      ...sold,
      paidAt: new Date(Date.now() - 10 * DAY),
      tripsToPay: [await insertTrip(ctx.db, { ...sold, status: 'confirmed', depositPaid: true, depositPaidAt: new Date(), pickupDate: '2030-07-20' })],
    });
    await insertBulkPayment(ctx.db, {
      ...sold,
      paidAt: new Date(Date.now() - 40 * DAY),
      tripsToPay: [await insertTrip(ctx.db, { ...sold, status: 'confirmed', depositPaid: true, depositPaidAt: new Date() })],
    });
    await insertTrip(ctx.db, { ...sold, status: 'draft' });
    await insertTrip(ctx.db, { ...sold, status: 'confirmed', depositPaid: true, depositPaidAt: new Date() });
    await insertTrip(ctx.db, { ...sold, status: 'canceled' });

    const list: PendingPaymentTripsResponse = (await (await browser('agent')).request('GET', '/api/pending_payment_trips/')).json();
    expect(list.items.map((t) => t.trip_id)).toEqual([paidLately.trips[0]!.id, inUnpaid.trips[0]!.id, waiting.id]);
    expect(list.items.map((t) => t.bulk_payment)).toEqual([
      { bulk_payment_id: paidLately.payment.id, payment_reference: paidLately.payment.paymentReference, is_paid: true },
      { bulk_payment_id: inUnpaid.payment.id, payment_reference: inUnpaid.payment.paymentReference, is_paid: false },
      null,
    ]);
    expect(list.items[0]).toMatchObject({ status: 'confirmed', deposit_paid: true });
  });

  it('is refused to drivers (agents pay deposits)', async () => {
    expect((await (await browser('driverAdmin')).request('GET', '/api/pending_payment_trips/')).statusCode).toBe(403);
  });

  it("shows staff viewing as agent every agency's trips, but staff make no payment (ADR 0018)", async () => {
    const ours = await insertTrip(ctx.db, { ...soldBy('agent'), pickupDate: '2030-09-01' });
    const theirs = await insertTrip(ctx.db, { ...soldBy('agencyAdmin', other), pickupDate: '2030-09-02' });
    const staff = await browser('staff');
    const list: PendingPaymentTripsResponse = (await staff.request('GET', '/api/pending_payment_trips/')).json();
    expect(list.items.map((t) => t.trip_id)).toEqual(expect.arrayContaining([ours.id, theirs.id]));
    expect((await staff.request('POST', '/api/bulk_payment/', { trip_ids: [ours.id] })).statusCode).toBe(403);
  });

  it('shows staff impersonating an agent that agent’s list only', async () => {
    const ours = await insertTrip(ctx.db, { ...soldBy('agent'), pickupDate: '2030-09-03' });
    await insertTrip(ctx.db, { ...soldBy('agent', other), pickupDate: '2030-09-03' });
    const staff = await browser('staff');
    expect((await staff.request('POST', '/api/auth_override/', { agent_id: cast.users.agent.id })).statusCode).toBe(200);
    const list: PendingPaymentTripsResponse = (await staff.request('GET', '/api/pending_payment_trips/')).json();
    expect(list.items.map((t) => t.trip_id)).toContain(ours.id);
    const agentsOwn: PendingPaymentTripsResponse = (await (await browser('agent')).request('GET', '/api/pending_payment_trips/')).json();
    expect(list.items.map((t) => t.trip_id)).toEqual(agentsOwn.items.map((t) => t.trip_id));
  });
});

describe('POST /api/bulk_payment/', () => {
  beforeAll(freshCasts);

  it('makes one payment of the chosen deposits, attaches the trips and e-mails the agent the bank details', async () => {
    const sold = soldBy('agent');
    const a = await insertTrip(ctx.db, { ...sold, basePriceCents: 10_000 });
    const b = await insertTrip(ctx.db, { ...sold, basePriceCents: 23_457 });
    const agent = await browser('agent');

    const res = await agent.request('POST', '/api/bulk_payment/', { trip_ids: [b.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created.payment_reference).toMatch(/^VZP-[2-9A-HJKMNP-Z]{6}$/);

    const [stored] = await ctx.db.select().from(bulkPayments).where(eq(bulkPayments.id, created.bulk_payment_id));
    expect(stored).toMatchObject({
      agentUserId: cast.users.agent.id,
      agencyId: cast.agency.id,
      paymentReference: created.payment_reference,
      totalCents: a.depositGrossCents + b.depositGrossCents,
      isPaid: false,
      paidAt: null,
    });
    expect((await storedTrips([a.id, b.id])).map((t) => t.bulkPaymentId)).toEqual([created.bulk_payment_id, created.bulk_payment_id]);

    const detail: BulkPayment = (await agent.request('GET', `/api/bulk_payment/${created.bulk_payment_id}/`)).json();
    expect(detail).toMatchObject({
      bulk_payment_id: created.bulk_payment_id,
      payment_reference: created.payment_reference,
      total_price: ((a.depositGrossCents + b.depositGrossCents) / 100).toFixed(2),
      is_paid: false,
      paid_at: null,
      agent_name: 'Ivo User',
      bank_info: { ...BANK, account_holder: TEST_BUSINESS_ADDRESS, reference: created.payment_reference },
    });
    expect(detail.trips.map((t) => t.trip_id).sort()).toEqual([a.id, b.id].sort());

    const [email] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `bulk-payment-created:${created.bulk_payment_id}`));
    expect(email).toMatchObject({ toAddress: cast.users.agent.email, status: 'queued', subject: `Bank transfer details for payment ${created.payment_reference}` });
    for (const expected of [BANK.iban, BANK.swift, TEST_BUSINESS_ADDRESS, created.payment_reference, a.reference, b.reference, detail.total_price, 'https://vozimo.example/app/payments']) {
      expect(email!.textBody).toContain(expected);
    }

    const list: PendingPaymentTripsResponse = (await agent.request('GET', '/api/pending_payment_trips/')).json();
    expect(list.items.filter((t) => t.trip_id === a.id || t.trip_id === b.id).map((t) => t.bulk_payment?.payment_reference)).toEqual([
      created.payment_reference,
      created.payment_reference,
    ]);
  });

  it("lets an agency admin pay its agents' trips, as its own payment", async () => {
    const trip = await insertTrip(ctx.db, soldBy('agent'));
    const res = await (await browser('agencyAdmin')).request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await ctx.db.select().from(bulkPayments).where(eq(bulkPayments.id, res.json().bulk_payment_id));
    expect(stored!.agentUserId).toBe(cast.users.agencyAdmin.id);
  });

  describe('refuses the whole request and creates nothing', () => {
    async function expectRefused(who: RoleName, tripIds: number[], status: number, detail: string) {
      const before = await bulkPaymentCount();
      const outboxBefore = (await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
      const existing = tripIds.filter((id) => id < 2_000_000_000);
      const tripsBefore = await storedTrips(existing);
      const res = await (await browser(who)).request('POST', '/api/bulk_payment/', { trip_ids: tripIds });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ detail });
      expect(await bulkPaymentCount()).toBe(before);
      expect((await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(outboxBefore);
      expect(await storedTrips(existing)).toEqual(tripsBefore);
    }

    it('when a trip is unknown, or not the caller’s to pay (the same answer)', async () => {
      const mine = await insertTrip(ctx.db, soldBy('agent'));
      const foreign = await insertTrip(ctx.db, soldBy('agent', other));
      const adminsTrip = await insertTrip(ctx.db, soldBy('agencyAdmin'));
      await expectRefused('agent', [mine.id, 2_147_483_000], 404, 'Trip not found.');
      await expectRefused('agent', [mine.id, foreign.id], 404, 'Trip not found.');
      await expectRefused('agent', [mine.id, adminsTrip.id], 404, 'Trip not found.');
    });

    it('when a trip is already in a bank transfer', async () => {
      const mine = await insertTrip(ctx.db, soldBy('agent'));
      const { trips: [taken] } = await insertBulkPayment(ctx.db, soldBy('agent'));
      await expectRefused('agent', [mine.id, taken!.id], 409, `Trip ${taken!.reference} is already in a bank-transfer payment.`);
    });

    it('when a deposit is paid, or a trip is not waiting for one', async () => {
      const mine = await insertTrip(ctx.db, soldBy('agent'));
      const paid = await insertTrip(ctx.db, { ...soldBy('agent'), status: 'confirmed', depositPaid: true, depositPaidAt: new Date() });
      const draft = await insertTrip(ctx.db, { ...soldBy('agent'), status: 'draft' });
      const canceled = await insertTrip(ctx.db, { ...soldBy('agent'), status: 'canceled' });
      await expectRefused('agent', [mine.id, paid.id], 409, `The deposit of trip ${paid.reference} is already paid.`);
      await expectRefused('agent', [draft.id, mine.id], 409, `Trip ${draft.reference} is not waiting for a deposit payment.`);
      await expectRefused('agent', [mine.id, canceled.id], 409, `Trip ${canceled.reference} is not waiting for a deposit payment.`);
    });

    it('when a card payment of a trip is processing', async () => {
      const mine = await insertTrip(ctx.db, soldBy('agent'));
      const paying = await insertTrip(ctx.db, soldBy('agent'));
      await ctx.db.insert(payments).values({
        tripId: paying.id,
        provider: 'test',
        providerPaymentId: `pi_test_${paying.id}`,
        amountCents: paying.depositGrossCents,
        status: 'processing',
        idempotencyKey: `test-${paying.id}`,
      });
      await expectRefused(
        'agent',
        [mine.id, paying.id],
        409,
        `A card payment for trip ${paying.reference} is being processed; wait for its outcome before paying by bank transfer.`,
      );
    });

    it('when no trip is chosen (the form’s message)', async () => {
      const res = await (await browser('agent')).request('POST', '/api/bulk_payment/', { trip_ids: [] });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'trip_ids'], msg: 'Please select at least one trip to make a payment' });
    });
  });
});

describe('a bank transfer before staff set the bank account (issue 30)', () => {
  beforeAll(freshCasts);

  it('is refused with a message that says why and what to do, and writes nothing; an unknown trip is still a 404', async () => {
    const [stored] = await ctx.db.select().from(settings).where(eq(settings.key, 'bank_info'));
    await ctx.db.update(settings).set({ value: { bank_name: '', iban: '', swift: '' } }).where(eq(settings.key, 'bank_info'));
    try {
      const trip = await insertTrip(ctx.db, soldBy('agent'));
      const agent = await browser('agent');
      const before = await bulkPaymentCount();
      const res = await agent.request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: BULK_PAYMENT_MESSAGES.noBankAccount });
      expect(await bulkPaymentCount()).toBe(before);
      expect((await storedTrips([trip.id]))[0]!.bulkPaymentId).toBeNull();
      const foreign = await insertTrip(ctx.db, soldBy('agent', other));
      expect((await agent.request('POST', '/api/bulk_payment/', { trip_ids: [foreign.id] })).statusCode).toBe(404);
    } finally {
      await ctx.db.update(settings).set({ value: stored!.value }).where(eq(settings.key, 'bank_info'));
    }
  });

  it('is refused the same way while the business details name no holder for the account (ADR 0055)', async () => {
    await storeBusinessDetails(ctx.db, { ...TEST_BUSINESS, legal_name: '' });
    try {
      const trip = await insertTrip(ctx.db, soldBy('agent'));
      const before = await bulkPaymentCount();
      const res = await (await browser('agent')).request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: BULK_PAYMENT_MESSAGES.noBankAccount });
      expect(await bulkPaymentCount()).toBe(before);
    } finally {
      await storeBusinessDetails(ctx.db);
    }
  });
});

describe('two requests for the same trips at once', () => {
  beforeAll(freshCasts);

  it('make exactly one payment; the other is refused', async () => {
    const chosen = [await insertTrip(ctx.db, soldBy('agent')), await insertTrip(ctx.db, soldBy('agent'))].map((t) => t.id);
    const [agent, admin] = [await browser('agent'), await browser('agencyAdmin')];
    const before = await bulkPaymentCount();
    const answers = await Promise.all([
      agent.request('POST', '/api/bulk_payment/', { trip_ids: chosen }),
      admin.request('POST', '/api/bulk_payment/', { trip_ids: [...chosen].reverse() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await bulkPaymentCount()).toBe(before + 1);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    expect((await storedTrips(chosen)).map((t) => t.bulkPaymentId)).toEqual([winner.bulk_payment_id, winner.bulk_payment_id]);
  });

  it('with overlapping choices neither deadlocks: one wins, the other is refused whole', async () => {
    const [a, b, c] = [await insertTrip(ctx.db, soldBy('agent')), await insertTrip(ctx.db, soldBy('agent')), await insertTrip(ctx.db, soldBy('agent'))];
    const [agent, admin] = [await browser('agent'), await browser('agencyAdmin')];
    const answers = await Promise.all([
      agent.request('POST', '/api/bulk_payment/', { trip_ids: [c.id, b.id] }),
      admin.request('POST', '/api/bulk_payment/', { trip_ids: [a.id, b.id] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = await storedTrips([a.id, b.id, c.id]);
    const paymentIds = new Set(stored.map((t) => t.bulkPaymentId).filter((id) => id !== null));
    expect(paymentIds.size).toBe(1);
    expect(stored.filter((t) => t.bulkPaymentId !== null)).toHaveLength(2);
  });
});

describe('GET /api/bulk_payment/{id}/', () => {
  beforeAll(freshCasts);

  it("is the agent's, its agency admin's and staff's; any other agent gets 404 as for an unknown id, a driver 403", async () => {
    const { payment } = await insertBulkPayment(ctx.db, soldBy('agent'));
    for (const who of ['agent', 'agencyAdmin', 'staff'] as const) {
      expect((await (await browser(who)).request('GET', `/api/bulk_payment/${payment.id}/`)).statusCode).toBe(200);
    }
    const otherAgentOfTheAgency = await insertUser(ctx.db, { isAgent: true, agencyId: cast.agency.id });
    const colleague = new HttpSession(ctx.app, { ip: '10.7.250.1' });
    await colleague.signIn(otherAgentOfTheAgency.username);
    for (const session of [colleague, await browser('agencyAdmin', other)]) {
      const res = await session.request('GET', `/api/bulk_payment/${payment.id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Payment not found.' });
    }
    // A role that never reads payments is refused at the route's gate, whatever the id (ADR 0046).
    expect((await (await browser('driverAdmin')).request('GET', `/api/bulk_payment/${payment.id}/`)).statusCode).toBe(403);
  });
});

describe('POST /api/bulk_payment/{id}/mark_paid/', () => {
  beforeAll(freshCasts);

  it('pays every deposit, confirms the trips with their history, records who did it, and answers the paid payment', async () => {
    const sold = soldBy('agent');
    const { payment, trips: included } = await insertBulkPayment(ctx.db, {
      ...sold,
      tripsToPay: [await insertTrip(ctx.db, sold), await insertTrip(ctx.db, sold)],
    });
    const staff = await browser('staff');
    const res = await staff.request('POST', `/api/bulk_payment/${payment.id}/mark_paid/`);
    expect(res.statusCode, res.body).toBe(200);
    const paid: BulkPayment = res.json();
    expect(paid).toMatchObject({ bulk_payment_id: payment.id, is_paid: true, bank_info: { reference: payment.paymentReference } });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.trips.map((t) => t.status)).toEqual(['confirmed', 'confirmed']);
    expect(res.json().outcomes).toEqual(
      included.map((t) => ({ trip_id: t.id, reference: t.reference, outcome: 'confirmed' })).sort((x, y) => x.trip_id - y.trip_id),
    );

    const stored = await storedTrips(included.map((t) => t.id));
    expect(stored.map((t) => [t.status, t.depositPaid])).toEqual([
      ['confirmed', true],
      ['confirmed', true],
    ]);
    const history = await ctx.db
      .select()
      .from(tripStatusHistory)
      .where(and(inArray(tripStatusHistory.tripId, included.map((t) => t.id)), eq(tripStatusHistory.toStatus, 'confirmed')));
    expect(history.map((h) => [h.fromStatus, h.note, h.changedByUserId])).toEqual([
      ['pending_payment', `Deposit paid by bank transfer ${payment.paymentReference}`, null],
      ['pending_payment', `Deposit paid by bank transfer ${payment.paymentReference}`, null],
    ]);
    const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'bulk_payment.mark_paid'));
    expect(audit).toMatchObject({
      actorUserId: cast.users.staff.id,
      details: {
        bulk_payment_id: payment.id,
        payment_reference: payment.paymentReference,
        trips: included.map((t) => ({ trip_id: t.id, outcome: 'confirmed' })).sort((x, y) => x.trip_id - y.trip_id),
      },
    });

    const again = await staff.request('POST', `/api/bulk_payment/${payment.id}/mark_paid/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This payment is already marked as paid.' });
    const historyAfter = await ctx.db.select().from(tripStatusHistory).where(inArray(tripStatusHistory.tripId, included.map((t) => t.id)));
    expect(historyAfter.filter((h) => h.toStatus === 'confirmed')).toHaveLength(2);
  });

  it('tells staff which trips the transfer did not confirm: paid by card meanwhile, or canceled (refund cases)', async () => {
    const sold = soldBy('agent');
    const byCard = await insertTrip(ctx.db, sold);
    const canceled = await insertTrip(ctx.db, sold);
    const { payment } = await insertBulkPayment(ctx.db, { ...sold, tripsToPay: [byCard, canceled] });
    await ctx.db.update(trips).set({ status: 'confirmed', depositPaid: true, depositPaidAt: new Date() }).where(eq(trips.id, byCard.id));
    await ctx.db.update(trips).set({ status: 'canceled' }).where(eq(trips.id, canceled.id));
    const res = await (await browser('staff')).request('POST', `/api/bulk_payment/${payment.id}/mark_paid/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcomes).toEqual([
      { trip_id: byCard.id, reference: byCard.reference, outcome: 'already_paid' },
      { trip_id: canceled.id, reference: canceled.reference, outcome: 'paid_without_confirming' },
    ]);
  });

  it('marks a payment paid once when two staff press at the same moment', async () => {
    const { payment, trips: [trip] } = await insertBulkPayment(ctx.db, soldBy('agent'));
    const [first, second] = [await browser('staff'), await browser('staff')];
    const answers = await Promise.all([
      first.request('POST', `/api/bulk_payment/${payment.id}/mark_paid/`),
      second.request('POST', `/api/bulk_payment/${payment.id}/mark_paid/`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await ctx.db.select().from(tripStatusHistory).where(and(eq(tripStatusHistory.tripId, trip!.id), eq(tripStatusHistory.toStatus, 'confirmed')));
    expect(history).toHaveLength(1);
  });

  it('pays but does not confirm a trip canceled meanwhile, and notes it for a refund', async () => {
    const sold = soldBy('agent');
    const canceledLater = await insertTrip(ctx.db, sold);
    const { payment } = await insertBulkPayment(ctx.db, { ...sold, tripsToPay: [canceledLater] });
    await ctx.db.update(trips).set({ status: 'canceled' }).where(eq(trips.id, canceledLater.id));
    const res = await (await browser('staff')).request('POST', `/api/bulk_payment/${payment.id}/mark_paid/`);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await storedTrips([canceledLater.id]);
    expect([stored!.status, stored!.depositPaid]).toEqual(['canceled', true]);
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'bulk_payment.mark_paid'));
    expect(audits.find((a) => a.details['bulk_payment_id'] === payment.id)?.details['trips']).toEqual([
      { trip_id: canceledLater.id, outcome: 'paid_without_confirming' },
    ]);
  });
});

describe('GET /api/bulk_payments/ (staff)', () => {
  beforeAll(freshCasts);

  it('lists unpaid payments first, then the newest, with agent, agency and trip count', async () => {
    const sold = soldBy('agent');
    const oldUnpaid = await insertBulkPayment(ctx.db, { ...sold, createdAt: new Date('2035-01-01T10:00:00Z') });
    const newUnpaid = await insertBulkPayment(ctx.db, {
      ...sold,
      createdAt: new Date('2035-01-03T10:00:00Z'),
      tripsToPay: [await insertTrip(ctx.db, sold), await insertTrip(ctx.db, sold)],
    });
    const newestPaid = await insertBulkPayment(ctx.db, { ...sold, createdAt: new Date('2035-01-04T10:00:00Z'), paidAt: new Date('2035-01-05T10:00:00Z') });

    const res = await (await browser('staff')).request('GET', '/api/bulk_payments/?limit=100');
    expect(res.statusCode).toBe(200);
    const { items, count } = res.json();
    expect(count).toBe(await bulkPaymentCount());
    const ours = items.filter((row: { bulk_payment_id: number }) =>
      [oldUnpaid, newUnpaid, newestPaid].some((p) => p.payment.id === row.bulk_payment_id),
    );
    expect(ours.map((row: { bulk_payment_id: number }) => row.bulk_payment_id)).toEqual([newUnpaid.payment.id, oldUnpaid.payment.id, newestPaid.payment.id]);
    expect(ours[0]).toMatchObject({ agent_name: 'Ivo User', agency_name: cast.agency.name, trip_count: 2, is_paid: false });
    expect(ours[2]).toMatchObject({ is_paid: true, paid_at: '2035-01-05T10:00:00.000Z' });
    const firstPaidIndex = items.findIndex((row: { is_paid: boolean }) => row.is_paid);
    expect(items.slice(firstPaidIndex).every((row: { is_paid: boolean }) => row.is_paid)).toBe(true);
  });
});
