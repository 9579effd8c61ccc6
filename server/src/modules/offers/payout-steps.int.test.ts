import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_POLICY_MESSAGES, type OfferedTrip, type OfferPayoutPolicy } from '@vozimo/contract';
import { auditEvents, offerPayoutRaises, trips } from '../../db/schema/index.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertMarketplaceCompany, insertOfferedTrip, type MarketplaceCompany } from '../../../test/marketplace-factories.ts';
import { payoutStepsOn } from '../../../test/payout-step-sweep.ts';

let clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });
const hoursFromClock = (hours: number) => new Date(clock.getTime() + hours * 3_600_000);
const advanceTo = (hoursBeforePickup: number, pickupAt: Date) => (clock = new Date(pickupAt.getTime() - hoursBeforePickup * 3_600_000));

let sweep: () => Promise<number>;
let company: MarketplaceCompany;
beforeAll(async () => {
  sweep = payoutStepsOn(setup.db, () => clock).service.raiseUnclaimedPayouts;
  company = await insertMarketplaceCompany(setup.db);
});

/** An offered trip picked up `hours` after the clock (base price 100 €: net price 120 €). */
const offeredIn = (hours: number) => {
  const pickupAt = hoursFromClock(hours);
  return insertOfferedTrip(setup.db, { agentUserId: setup.cast.users.agent.id, pickupAt, pickupDate: pickupAt.toISOString().slice(0, 10) });
};
const stepsOf = (tripId: number) =>
  setup.db
    .select({ step: offerPayoutRaises.stepHours, from: offerPayoutRaises.fromCents, to: offerPayoutRaises.toCents, at: offerPayoutRaises.createdAt })
    .from(offerPayoutRaises)
    .where(eq(offerPayoutRaises.tripId, tripId))
    .orderBy(asc(offerPayoutRaises.id));
const raiseOf = async (tripId: number) => (await setup.db.select({ raise: trips.payoutRaiseCents }).from(trips).where(eq(trips.id, tripId)))[0]!.raise;
async function offeredPayout(tripId: number) {
  const res = await (await setup.signedIn('driverAdmin')).request('GET', '/api/offered_trips/');
  return res.json<OfferedTrip[]>().find((t) => t.trip_id === tripId)?.price__driver_gross;
}
async function setPolicy(body: unknown) {
  return (await setup.signedIn('staff')).request('POST', '/api/offer_payout_policy/', body);
}

describe('the payout policy', () => {
  it('starts at +10.00 € at 72, 48 and 24 hours with a 5 % floor; staff change it, and the audit log says who and when', async () => {
    const staff = await setup.signedIn('staff');
    expect((await staff.request('GET', '/api/offer_payout_policy/')).json<OfferPayoutPolicy>()).toMatchObject({
      step_hours: [72, 48, 24],
      step_amount: '10.00',
      margin_floor_percent: 5,
    });

    const res = await setPolicy({ step_hours: [24, 96, 48], step_amount: '7.50', margin_floor_percent: 6.25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OfferPayoutPolicy>()).toEqual({ step_hours: [96, 48, 24], step_amount: '7.50', margin_floor_percent: 6.25, updated_at: clock.toISOString() });
    expect((await staff.request('GET', '/api/offer_payout_policy/')).json<OfferPayoutPolicy>().step_amount).toBe('7.50');
    const [audit] = await setup.db.select().from(auditEvents).where(eq(auditEvents.action, 'offers.payout_policy.update'));
    expect(audit).toMatchObject({ actorUserId: setup.cast.users.staff.id, createdAt: clock });
    expect(audit!.details).toMatchObject({ after: { step_hours: [96, 48, 24], step_cents: 750, margin_floor_bp: 625 } });

    await setPolicy({ step_hours: [72, 48, 24], step_amount: '10.00', margin_floor_percent: 5 });
  });

  it('refuses steps that repeat or are out of range, a negative amount and a floor above 100 %', async () => {
    const res = await setPolicy({ step_hours: [48, 48, 0], step_amount: '-1.00', margin_floor_percent: 101 });
    expect(res.statusCode).toBe(422);
    const messages = res.json<{ detail: { msg: string }[] }>().detail.map((d) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining([PAYOUT_POLICY_MESSAGES.stepHours, PAYOUT_POLICY_MESSAGES.duplicateStep, PAYOUT_POLICY_MESSAGES.stepAmount, PAYOUT_POLICY_MESSAGES.marginFloor]),
    );
    expect((await (await setup.signedIn('driverAdmin')).request('POST', '/api/offer_payout_policy/', { step_hours: [], step_amount: '0.00', margin_floor_percent: 0 })).statusCode).toBe(403);
  });
});

describe('the payout of an offered trip nobody claims', () => {
  it('rises once at each step, up to the platform’s margin floor, and partners see it', async () => {
    const trip = await offeredIn(80);
    const pickupAt = trip.pickupAt;
    // The platform keeps at least 5 % of the net price (120 € → 6 €) of its net fee.
    expect(trip.priceNetCents).toBe(12_000);
    const ceiling = trip.platformFeeNetCents - 600;
    expect(ceiling).toBeGreaterThan(1000);
    expect(ceiling).toBeLessThan(2000);

    expect(await sweep()).toBe(0);
    expect(await offeredPayout(trip.id)).toBe('112.50');

    advanceTo(72, pickupAt);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(await stepsOf(trip.id)).toEqual([{ step: 72, from: 0, to: 1000, at: clock }]);
    expect(await offeredPayout(trip.id)).toBe('122.50');

    advanceTo(47.5, pickupAt);
    await sweep();
    advanceTo(23, pickupAt);
    await sweep();
    await sweep();
    expect((await stepsOf(trip.id)).map(({ step, from, to }) => ({ step, from, to }))).toEqual([
      { step: 72, from: 0, to: 1000 },
      { step: 48, from: 1000, to: ceiling },
      { step: 24, from: ceiling, to: ceiling },
    ]);
    expect(await raiseOf(trip.id)).toBe(ceiling);
    expect(await offeredPayout(trip.id)).toBe(((11_250 + ceiling) / 100).toFixed(2));
  });

  it('follows a policy change at later steps only', async () => {
    const trip = await offeredIn(72);
    await sweep();
    expect((await setPolicy({ step_hours: [72, 48, 24], step_amount: '2.50', margin_floor_percent: 5 })).statusCode).toBe(200);
    advanceTo(48, trip.pickupAt);
    await sweep();
    await setPolicy({ step_hours: [72, 48, 24], step_amount: '10.00', margin_floor_percent: 5 });
    expect((await stepsOf(trip.id)).map(({ step, from, to }) => ({ step, from, to }))).toEqual([
      { step: 72, from: 0, to: 1000 },
      { step: 48, from: 1000, to: 1250 },
    ]);
  });

  it('takes every step already reached at once for a trip offered late', async () => {
    const trip = await offeredIn(30);
    await sweep();
    expect((await stepsOf(trip.id)).map((s) => s.step)).toEqual([72, 48]);
  });

  it('does not rise once a company claimed it, and the claimed trip keeps the payout it was claimed at', async () => {
    const trip = await offeredIn(73);
    advanceTo(72, trip.pickupAt);
    await sweep();
    const browser = new HttpSession(setup.app, { ip: '10.79.0.1' });
    await browser.signIn(company.admin.username);
    const claim = await browser.request('POST', `/api/claim_trip/${trip.id}/`, { driver_id: company.driver.id, vehicle_id: company.vehicle.id });
    expect(claim.statusCode, claim.body).toBe(200);

    advanceTo(23, trip.pickupAt);
    await sweep();
    expect((await stepsOf(trip.id)).map((s) => s.step)).toEqual([72]);
    await browser.signIn(company.admin.username); // the clock moved on past the session's life
    const claimed = await browser.request('GET', '/api/upcoming_claimed_trips');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<OfferedTrip[]>().find((t) => t.trip_id === trip.id)?.price__driver_gross).toBe('122.50');
  });

  it('is left alone by a sweep that runs while a claim holds the trip', async () => {
    const trip = await offeredIn(60);
    const { trips: tripsArea, offers, service } = payoutStepsOn(setup.db, () => clock);
    let sweeping: Promise<number> | undefined;
    await inTransaction(setup.db, async (tx) => {
      // The claim has locked the offer; the sweep starts, lists it as unclaimed and waits for the lock.
      await offers.joining(tx).lockOffer(trip.id);
      let settled = false;
      sweeping = service.raiseUnclaimedPayouts().finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await offers.joining(tx).setClaimedAt(trip.id, clock);
      await tripsArea.assignForCompany(tx, trip.id, {
        kind: 'claim',
        companyId: company.company.id,
        from: { driverId: null, vehicleId: null },
        to: { driverId: company.driver.id, vehicleId: company.vehicle.id },
        byUserId: company.admin.id,
        at: clock,
      });
    });
    await sweeping;
    expect(await stepsOf(trip.id)).toEqual([]);
    expect(await raiseOf(trip.id)).toBe(0);
  });

  it('is raised once per step when two sweeps run at the same moment', async () => {
    const trip = await offeredIn(47);
    const { service } = payoutStepsOn(setup.db, () => clock);
    await Promise.all([sweep(), service.raiseUnclaimedPayouts()]);
    expect((await stepsOf(trip.id)).map(({ step, from, to }) => ({ step, from, to }))).toEqual([
      { step: 72, from: 0, to: 1000 },
      { step: 48, from: 1000, to: trip.platformFeeNetCents - 600 },
    ]);
  });
});
