import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_OFFER_MESSAGES, type OfferedTrip, type WithdrawOfferResponse } from '@vozimo/contract';
import { auditEvents, tripOffers, trips } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import type { RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertOfferedTrip } from '../../../test/marketplace-factories.ts';
import { insertTrip, insertVehicle } from '../../../test/trip-factories.ts';
import { OFFER_TRIP_NOT_FOUND } from './offers.service.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

let sedan: { id: number };
beforeAll(async () => {
  sedan = await insertVehicle(setup.db, setup.cast.company.id, { driverId: setup.cast.drivers.plain.id });
});

const sold = () => ({ agentUserId: setup.cast.users.agent.id, agencyId: setup.cast.agency.id });
const offerOf = async (tripId: number) => (await setup.db.select().from(tripOffers).where(eq(tripOffers.tripId, tripId)))[0] ?? null;
const withdraw = (browser: HttpSession, tripId: number | string) => browser.request('POST', `/api/withdraw_offer/${tripId}/`);

describe('POST /api/withdraw_offer/{tripId}/', () => {
  it('takes an unclaimed offer back: companies no longer see it, and the audit log says who and when', async () => {
    const trip = await insertOfferedTrip(setup.db, sold());
    const company = await setup.signedIn('driverAdmin');
    expect((await company.request('GET', '/api/offered_trips/')).json<OfferedTrip[]>().map((t) => t.trip_id)).toContain(trip.id);

    const res = await withdraw(await setup.signedIn('staff'), trip.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WithdrawOfferResponse>()).toEqual({ trip_id: trip.id, offer_drivers: false });

    expect(await offerOf(trip.id)).toBeNull();
    expect((await company.request('GET', '/api/offered_trips/')).json<OfferedTrip[]>().map((t) => t.trip_id)).not.toContain(trip.id);
    const audit = await setup.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'trip.withdraw_offer'), eq(auditEvents.actorUserId, setup.cast.users.staff.id)));
    expect(audit.map((e) => e.details)).toContainEqual({ trip_id: trip.id, reference: trip.reference, offered_at: '2030-05-01T08:00:00.000Z' });
  });

  it('leaves the trip as it was, its payout raise included, and lets staff offer it again', async () => {
    const trip = await insertOfferedTrip(setup.db, { ...sold(), payoutRaiseCents: 1_000 });
    const staff = await setup.signedIn('staff');
    expect((await withdraw(staff, trip.id)).statusCode).toBe(200);
    const [after] = await setup.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toEqual(trip);

    expect((await staff.request('POST', `/api/offer_trip/${trip.id}/`)).statusCode).toBe(200);
    expect(await offerOf(trip.id)).toMatchObject({ offeredAt: clock, claimedAt: null });
  });

  it('refuses a trip a company has claimed, and keeps the claim', async () => {
    const claimed = { companyId: setup.cast.company.id, driverId: setup.cast.drivers.plain.id, vehicleId: sedan.id, claimedAt: clock };
    const trip = await insertOfferedTrip(setup.db, { ...sold(), ...claimed });
    const res = await withdraw(await setup.signedIn('staff'), trip.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: WITHDRAW_OFFER_MESSAGES.claimed });
    expect(await offerOf(trip.id)).toMatchObject({ claimedAt: clock });
  });

  it('refuses a trip that is not offered, and answers 404 for an unknown one', async () => {
    const trip = await insertTrip(setup.db, { ...sold(), status: 'confirmed' });
    const staff = await setup.signedIn('staff');
    expect((await withdraw(staff, trip.id)).json()).toEqual({ detail: WITHDRAW_OFFER_MESSAGES.notOffered });
    const unknown = await withdraw(staff, 2_147_483_647);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: OFFER_TRIP_NOT_FOUND });
  });

  it('makes a company’s claim of the withdrawn trip fail: the trip is unknown to it again', async () => {
    const trip = await insertOfferedTrip(setup.db, sold());
    await withdraw(await setup.signedIn('staff'), trip.id);
    const res = await (await setup.signedIn('driverAdmin')).request('POST', `/api/claim_trip/${trip.id}/`, {
      driver_id: setup.cast.drivers.plain.id,
      vehicle_id: sedan.id,
    });
    expect(res.statusCode).toBe(404);
    const [after] = await setup.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toMatchObject({ companyId: null, driverId: null, vehicleId: null });
  });

  it.each<RoleName>(['agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'])('refuses %s with 403 and keeps the offer', async (role) => {
    const trip = await insertOfferedTrip(setup.db, sold());
    expect((await withdraw(await setup.signedIn(role), trip.id)).statusCode).toBe(403);
    expect(await offerOf(trip.id)).not.toBeNull();
  });

  it('wants a signed-in user', async () => {
    const trip = await insertOfferedTrip(setup.db, sold());
    expect((await withdraw(new HttpSession(setup.app), trip.id)).statusCode).toBe(401);
  });
});
