import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFER_TRIP_MESSAGES, type OfferTripResponse, type PublicTrip } from '@vozimo/contract';
import { auditEvents, tripOffers, trips, tripStatusHistory } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import type { RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTripOffer } from '../../../test/marketplace-factories.ts';
import { insertTrip, insertVehicle } from '../../../test/trip-factories.ts';
import { OFFER_TRIP_NOT_FOUND } from './offers.service.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

/** A trip of the cast's agent (pending_payment on 15 June 2030 unless told otherwise). */
const tripOfAgent = (values: Partial<Parameters<typeof insertTrip>[1]> = {}) =>
  insertTrip(setup.db, { agentUserId: setup.cast.users.agent.id, agencyId: setup.cast.agency.id, ...values });

/** The trip and the offers area's row of it (null: never offered). */
async function reload(tripId: number) {
  const [trip] = await setup.db.select().from(trips).where(eq(trips.id, tripId));
  const [offerRow] = await setup.db.select().from(tripOffers).where(eq(tripOffers.tripId, tripId));
  return { trip: trip!, offer: offerRow ?? null };
}

const offer = async (browser: HttpSession, tripId: number | string) => browser.request('POST', `/api/offer_trip/${tripId}/`);

describe('POST /api/offer_trip/{tripId}/', () => {
  it.each(['confirmed', 'pending_payment'] as const)('offers a %s trip without driver and vehicle', async (status) => {
    const trip = await tripOfAgent({ status });
    const res = await offer(await setup.signedIn('staff'), trip.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OfferTripResponse>()).toEqual({ trip_id: trip.id, offer_drivers: true, offered_at: clock.toISOString() });

    const after = await reload(trip.id);
    expect(after.trip).toMatchObject({ status, driverId: null, vehicleId: null, companyId: null });
    expect(after.offer).toEqual({ tripId: trip.id, offeredAt: clock, offeredByUserId: setup.cast.users.staff.id, claimedAt: null });
  });

  it('records an audit event but no status history row (the status does not change)', async () => {
    const trip = await tripOfAgent({ status: 'confirmed' });
    expect((await offer(await setup.signedIn('staff'), trip.id)).statusCode).toBe(200);

    const history = await setup.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, trip.id));
    expect(history).toHaveLength(1); // the factory's creation row only
    const audit = await setup.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'trip.offer_to_drivers'), eq(auditEvents.actorUserId, setup.cast.users.staff.id)));
    expect(audit.map((e) => e.details)).toContainEqual({ trip_id: trip.id, reference: trip.reference });
  });

  it('shows the trip as offered on the public trip page', async () => {
    const trip = await tripOfAgent({ status: 'confirmed' });
    await offer(await setup.signedIn('staff'), trip.id);
    const page = await new HttpSession(setup.app).request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<PublicTrip>().offer_drivers).toBe(true);
  });

  it('refuses to offer a trip twice and keeps the first offer time', async () => {
    const firstOffer = new Date('2030-05-18T08:00:00Z');
    const trip = await tripOfAgent({ status: 'confirmed' });
    await insertTripOffer(setup.db, trip.id, { offeredAt: firstOffer });
    const res = await offer(await setup.signedIn('staff'), trip.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Trip is already offered to drivers.' });
    expect((await reload(trip.id)).offer?.offeredAt).toEqual(firstOffer);
  });

  it.each<[string, () => Promise<{ id: number }>, string]>([
    ['a quote', () => tripOfAgent({ status: 'draft' }), OFFER_TRIP_MESSAGES.draft],
    ['a completed trip', () => tripOfAgent({ status: 'completed', pickupDate: '2030-05-01' }), OFFER_TRIP_MESSAGES.closed],
    ['a canceled trip', () => tripOfAgent({ status: 'canceled' }), OFFER_TRIP_MESSAGES.closed],
    ['a no-show', () => tripOfAgent({ status: 'no_show', pickupDate: '2030-05-01' }), OFFER_TRIP_MESSAGES.closed],
    [
      'a trip with a driver and vehicle',
      async () => {
        const vehicle = await insertVehicle(setup.db, setup.cast.company.id);
        return tripOfAgent({ status: 'confirmed', companyId: setup.cast.company.id, driverId: setup.cast.drivers.plain.id, vehicleId: vehicle.id });
      },
      OFFER_TRIP_MESSAGES.assigned,
    ],
    [
      'a claimed trip whose driver staff removed',
      async () => {
        const trip = await tripOfAgent({ status: 'confirmed', companyId: setup.cast.company.id });
        await insertTripOffer(setup.db, trip.id, { offeredAt: clock, claimedAt: clock });
        return trip;
      },
      OFFER_TRIP_MESSAGES.claimed,
    ],
    ['a trip whose pickup has passed', () => tripOfAgent({ status: 'confirmed', pickupDate: '2030-05-19' }), OFFER_TRIP_MESSAGES.pickupPassed],
  ])('refuses %s with 409 and changes nothing', async (_name, makeTrip, message) => {
    const trip = await makeTrip();
    const before = await reload(trip.id);
    const res = await offer(await setup.signedIn('staff'), trip.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: message });
    expect(await reload(trip.id)).toEqual(before);
  });

  it('answers 404 for an unknown trip', async () => {
    const res = await offer(await setup.signedIn('staff'), 2_147_483_647);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: OFFER_TRIP_NOT_FOUND });
  });

  it.each(['abc', '0', '-3', '99999999999'])('answers the id %j with 422, never a 500', async (id) => {
    expect((await offer(await setup.signedIn('staff'), id)).statusCode).toBe(422);
  });

  it.each<RoleName>(['agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'])(
    'refuses %s with 403, even for its own trip, and changes nothing',
    async (role) => {
      const trip = await tripOfAgent({ status: 'confirmed' });
      const res = await offer(await setup.signedIn(role), trip.id);
      expect(res.statusCode, res.body).toBe(403);
      expect((await reload(trip.id)).offer).toBeNull();
    },
  );

  it('wants a signed-in user', async () => {
    const trip = await tripOfAgent({ status: 'confirmed' });
    expect((await offer(new HttpSession(setup.app), trip.id)).statusCode).toBe(401);
  });
});
