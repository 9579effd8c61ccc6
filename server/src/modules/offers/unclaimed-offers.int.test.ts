import { asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_REFUSALS, type OfferedTrip, type ReleaseTripResponse } from '@vozimo/contract';
import { emailOutbox, tripAssignments, tripOffers, trips } from '../../db/schema/index.ts';
import { outboxOnlyDelivery } from '../../platform/mail/mail-delivery.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertUser } from '../../../test/factories.ts';
import { insertOfferedTrip } from '../../../test/marketplace-factories.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';
import { createOffersRepository } from './offers.repository.ts';
import { createUnclaimedOffersService } from './unclaimed-offers.service.ts';

let clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });
const hoursFromClock = (hours: number) => new Date(clock.getTime() + hours * 3_600_000);

let escalate: () => Promise<number>;
let sedan: { id: number };
beforeAll(async () => {
  escalate = createUnclaimedOffersService({ repo: createOffersRepository(setup.db), now: () => clock, mail: outboxOnlyDelivery, publicUrl: 'https://vozimo.example' })
    .escalateUnclaimedOffers;
  sedan = await insertVehicle(setup.db, setup.cast.company.id);
});

/** An offered trip picked up `hours` after the clock. */
const offeredIn = (hours: number, values: Partial<Parameters<typeof insertOfferedTrip>[1]> = {}) => {
  const pickupAt = hoursFromClock(hours);
  return insertOfferedTrip(setup.db, { agentUserId: setup.cast.users.agent.id, pickupAt, pickupDate: pickupAt.toISOString().slice(0, 10), ...values });
};
const claimedIn = (hours: number) =>
  offeredIn(hours, { companyId: setup.cast.company.id, driverId: setup.cast.drivers.plain.id, vehicleId: sedan.id, claimedAt: clock });

describe('POST /api/release_trip/{tripId}/', () => {
  it('gives the claimed trip back to the marketplace, with its history', async () => {
    const trip = await claimedIn(72);
    const res = await (await setup.signedIn('driverAdmin')).request('POST', `/api/release_trip/${trip.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReleaseTripResponse>()).toEqual({ trip_id: trip.id, offer_drivers: true });
    const [after] = await setup.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toMatchObject({ companyId: null, driverId: null, vehicleId: null });
    // Still offered, held by no claim.
    expect(await setup.db.select().from(tripOffers).where(eq(tripOffers.tripId, trip.id))).toEqual([expect.objectContaining({ claimedAt: null })]);
    expect(await setup.db.select().from(tripAssignments).where(eq(tripAssignments.tripId, trip.id))).toEqual([
      expect.objectContaining({ kind: 'release', companyId: setup.cast.company.id, fromDriverId: setup.cast.drivers.plain.id, fromVehicleId: sedan.id, toDriverId: null }),
    ]);
    const offers = await (await setup.signedIn('driverAdmin')).request('GET', '/api/offered_trips/');
    expect(offers.json<OfferedTrip[]>().map((t) => t.trip_id)).toContain(trip.id);
  });

  it('refuses from 48 hours before pickup, and a plain driver', async () => {
    const trip = await claimedIn(48);
    const res = await (await setup.signedIn('driverAdmin')).request('POST', `/api/release_trip/${trip.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: RELEASE_REFUSALS.tooLate });
    expect((await (await setup.signedIn('driver')).request('POST', `/api/release_trip/${trip.id}/`)).statusCode).toBe(403);
  });
});

describe('offered trips nobody claims', () => {
  it('are listed for staff when pickup is within 48 hours', async () => {
    const soon = await offeredIn(47);
    await offeredIn(49);
    await claimedIn(10);
    const res = await (await setup.signedIn('staff')).request('GET', '/api/offers_at_risk/');
    expect(res.statusCode).toBe(200);
    expect(res.json<OfferedTrip[]>().map((t) => t.trip_id)).toContain(soon.id);
    expect(res.json<OfferedTrip[]>().every((t) => new Date(`${t.pickup_date}T00:00:00Z`) <= hoursFromClock(48))).toBe(true);
    expect((await (await setup.signedIn('driverAdmin')).request('GET', '/api/offers_at_risk/')).statusCode).toBe(403);
  });

  it('e-mail every staff member once at 48 hours and once at 24 hours before pickup', async () => {
    const second = await insertUser(setup.db, { isStaff: true, email: 'ops@vozimo.example' });
    const trip = await offeredIn(50);
    const mails = () => setup.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `offer-unclaimed:${trip.id}:%`)).orderBy(asc(emailOutbox.id));

    await escalate();
    expect(await mails()).toEqual([]);

    clock = hoursFromClock(2.5); // 47.5 hours left
    await escalate();
    await escalate();
    const first = await mails();
    expect(first.map((m) => m.toAddress).sort()).toEqual([setup.cast.users.staff.email, second.email].sort());
    expect(first[0]!.subject).toBe(`Unclaimed: trip ${trip.reference} is 48 hours from pickup`);
    expect(first[0]!.textBody).toContain(`https://vozimo.example/app/edit-trip/${trip.id}`);

    clock = hoursFromClock(24); // 23.5 hours left
    await escalate();
    expect((await mails()).map((m) => m.subject)).toEqual([
      ...first.map((m) => m.subject),
      `Unclaimed: trip ${trip.reference} is 24 hours from pickup`,
      `Unclaimed: trip ${trip.reference} is 24 hours from pickup`,
    ]);
  });
});
