import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, CLAIM_MESSAGES, CLAIM_REFUSALS, type ClaimTripResponse, type PublicTrip, type ListTripsResponse } from '@vozimo/contract';
import { tripAssignments, tripOffers, trips } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertDriver, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertMarketplaceCompany, insertOfferedTrip, type MarketplaceCompany } from '../../../test/marketplace-factories.ts';
import { insertTrip, insertVehicle } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

let sedan: { id: number };
let other: MarketplaceCompany;
beforeAll(async () => {
  sedan = await insertVehicle(setup.db, setup.cast.company.id, { driverId: setup.cast.drivers.plain.id });
  other = await insertMarketplaceCompany(setup.db);
});

/** Each on a day of its own (from 1 June 2030) unless told, so one driver may claim them all. */
let day = 0;
const offered = (values: Partial<Parameters<typeof insertOfferedTrip>[1]> = {}) =>
  insertOfferedTrip(setup.db, {
    agentUserId: setup.cast.users.agent.id,
    agencyId: setup.cast.agency.id,
    pickupDate: addDays('2030-06-01', day++),
    ...values,
  });

async function reload(tripId: number) {
  const [row] = await setup.db.select().from(trips).where(eq(trips.id, tripId));
  return row!;
}
const historyOf = (tripId: number) => setup.db.select().from(tripAssignments).where(eq(tripAssignments.tripId, tripId));
const offerOf = async (tripId: number) => (await setup.db.select().from(tripOffers).where(eq(tripOffers.tripId, tripId)))[0];

const claim = (browser: HttpSession, tripId: number | string, body: unknown) => browser.request('POST', `/api/claim_trip/${tripId}/`, body);
/** The cast company's plain driver in its Sedan. */
const ownPair = () => ({ driver_id: setup.cast.drivers.plain.id, vehicle_id: sedan.id });

describe('POST /api/claim_trip/{tripId}/', () => {
  it('gives the trip to the company, its driver and vehicle, and records who claimed it', async () => {
    const trip = await offered();
    const res = await claim(await setup.signedIn('driverAdmin'), trip.id, ownPair());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClaimTripResponse>()).toEqual({ trip_id: trip.id, driver_name: setup.cast.drivers.plain.driverName });

    expect(await reload(trip.id)).toMatchObject({
      companyId: setup.cast.company.id,
      driverId: setup.cast.drivers.plain.id,
      vehicleId: sedan.id,
      status: 'confirmed',
    });
    // The claim is the offers area's row; the trip is still offered.
    expect(await offerOf(trip.id)).toMatchObject({ claimedAt: clock });
    expect(await historyOf(trip.id)).toEqual([
      expect.objectContaining({
        kind: 'claim',
        companyId: setup.cast.company.id,
        fromDriverId: null,
        fromVehicleId: null,
        toDriverId: setup.cast.drivers.plain.id,
        toVehicleId: sedan.id,
        changedByUserId: setup.cast.users.driverAdmin.id,
        createdAt: clock,
      }),
    ]);
  });

  it('refuses a second company with 409 and keeps the first claim', async () => {
    const trip = await offered();
    expect((await claim(await setup.signedIn('driverAdmin'), trip.id, ownPair())).statusCode).toBe(200);
    const rival = new HttpSession(setup.app);
    await rival.signIn(other.admin.username);
    const res = await claim(rival, trip.id, { driver_id: other.driver.id, vehicle_id: other.vehicle.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: CLAIM_REFUSALS.alreadyClaimed });
    expect(await reload(trip.id)).toMatchObject({ companyId: setup.cast.company.id, driverId: setup.cast.drivers.plain.id });
    expect(await historyOf(trip.id)).toHaveLength(1);
  });

  it('lets staff claim on behalf of the driver’s company', async () => {
    const trip = await offered();
    const res = await claim(await setup.signedIn('staff'), trip.id, { driver_id: other.driver.id, vehicle_id: other.vehicle.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reload(trip.id)).toMatchObject({ companyId: other.company.id, driverId: other.driver.id, vehicleId: other.vehicle.id });
    expect((await historyOf(trip.id))[0]).toMatchObject({ kind: 'claim', changedByUserId: setup.cast.users.staff.id });
  });

  it.each<RoleName>(['driver', 'agent', 'agencyAdmin', 'noRole'])('refuses %s with 403 and changes nothing', async (role) => {
    const trip = await offered();
    const res = await claim(await setup.signedIn(role), trip.id, ownPair());
    expect(res.statusCode, res.body).toBe(403);
    expect((await reload(trip.id)).companyId).toBeNull();
  });

  it('refuses the driver admin of a company staff have not approved', async () => {
    const waiting = await insertMarketplaceCompany(setup.db, { approved: false });
    const browser = new HttpSession(setup.app);
    await browser.signIn(waiting.admin.username);
    const res = await claim(browser, (await offered()).id, { driver_id: waiting.driver.id, vehicle_id: waiting.vehicle.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CLAIM_REFUSALS.companyNotApproved });
  });

  it('wants a signed-in user', async () => {
    expect((await claim(new HttpSession(setup.app), (await offered()).id, ownPair())).statusCode).toBe(401);
  });

  it.each<[string, () => Promise<{ id: number }>, number, string]>([
    ['a trip never offered (unknown to a company)', () => insertTrip(setup.db, { agentUserId: setup.cast.users.agent.id, status: 'confirmed' }), 404, 'Trip not found.'],
    ['a canceled trip', () => offered({ status: 'canceled' }), 409, CLAIM_REFUSALS.closed],
    ['a trip whose pickup has passed', () => offered({ pickupDate: '2030-05-19' }), 409, CLAIM_REFUSALS.pickupPassed],
  ])('refuses %s', async (_name, makeTrip, status, detail) => {
    const trip = await makeTrip();
    const res = await claim(await setup.signedIn('driverAdmin'), trip.id, ownPair());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ detail });
    expect((await reload(trip.id)).companyId).toBeNull();
  });

  it('tells staff a trip is not offered', async () => {
    const trip = await insertTrip(setup.db, { agentUserId: setup.cast.users.agent.id, status: 'confirmed' });
    const res = await claim(await setup.signedIn('staff'), trip.id, ownPair());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: CLAIM_REFUSALS.notOffered });
  });

  it('answers an unknown trip with 404 and a bad id with 422', async () => {
    const browser = await setup.signedIn('driverAdmin');
    expect((await claim(browser, 2_147_483_647, ownPair())).statusCode).toBe(404);
    expect((await claim(browser, 'abc', ownPair())).statusCode).toBe(422);
  });

  it('wants both a driver and a vehicle, with the modal’s messages', async () => {
    const res = await claim(await setup.signedIn('driverAdmin'), (await offered()).id, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ['body', 'driver_id'], msg: CLAIM_MESSAGES.driverRequired, type: expect.any(String) },
        { loc: ['body', 'vehicle_id'], msg: CLAIM_MESSAGES.vehicleRequired, type: expect.any(String) },
      ],
    });
  });
});

describe('the driver and vehicle a claim may use', () => {
  const refusedAt = async (body: { driver_id: number; vehicle_id: number }, field: string, msg: string, tripValues = {}) => {
    const trip = await offered(tripValues);
    const res = await claim(await setup.signedIn('driverAdmin'), trip.id, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ detail: { loc: string[]; msg: string }[] }>().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    expect(await reload(trip.id)).toMatchObject({ companyId: null, driverId: null, vehicleId: null });
  };

  it('refuses another company’s driver and vehicle', async () => {
    await refusedAt({ driver_id: other.driver.id, vehicle_id: sedan.id }, 'driver_id', CLAIM_REFUSALS.driverNotAssignable);
    await refusedAt({ driver_id: setup.cast.drivers.plain.id, vehicle_id: other.vehicle.id }, 'vehicle_id', CLAIM_REFUSALS.vehicleNotAssignable);
  });

  it('refuses a driver waiting for approval, inactive, or with an expired licence', async () => {
    const company = setup.cast.company.id;
    for (const values of [{ isApproved: false }, { isActive: false }, { licenceDocument: 'l.pdf', licenceExpiresOn: '2030-05-19' }]) {
      const driver = await insertDriver(setup.db, company, values);
      await refusedAt({ driver_id: driver.id, vehicle_id: sedan.id }, 'driver_id', CLAIM_REFUSALS.driverNotAssignable);
    }
  });

  it('refuses a vehicle out of service or with expired insurance', async () => {
    for (const values of [{ isActive: false }, { vehicleInsurancePhoto: 'i.pdf', insuranceExpiresOn: '2030-05-01' }]) {
      const vehicle = await insertVehicle(setup.db, setup.cast.company.id, values);
      await refusedAt({ driver_id: setup.cast.drivers.plain.id, vehicle_id: vehicle.id }, 'vehicle_id', CLAIM_REFUSALS.vehicleNotAssignable);
    }
  });

  it('takes a document that is valid on the pickup day, its last day', async () => {
    const driver = await insertDriver(setup.db, setup.cast.company.id, { licenceDocument: 'l.pdf', licenceExpiresOn: '2030-12-20' });
    const res = await claim(await setup.signedIn('driverAdmin'), (await offered({ pickupDate: '2030-12-20' })).id, { driver_id: driver.id, vehicle_id: sedan.id });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a driver or vehicle whose document ends before the pickup, naming the document (ADR 0061)', async () => {
    // Valid today (20 May) and on a June trip, not on the 20 December one.
    const driver = await insertDriver(setup.db, setup.cast.company.id, { driverName: 'Ivan Matić', licenceDocument: 'l.pdf', licenceExpiresOn: '2030-11-30' });
    const vehicle = await insertVehicle(setup.db, setup.cast.company.id, { licensePlate: 'ZG-1234-AB', vehicleInsurancePhoto: 'i.pdf', insuranceExpiresOn: '2030-11-28' });
    await refusedAt({ driver_id: driver.id, vehicle_id: sedan.id }, 'driver_id', "Driver's licence of Ivan Matić ends on November 30, 2030, before the pickup on December 20, 2030.", {
      pickupDate: '2030-12-20',
    });
    await refusedAt({ driver_id: setup.cast.drivers.plain.id, vehicle_id: vehicle.id }, 'vehicle_id', 'Insurance of ZG-1234-AB ends on November 28, 2030, before the pickup on December 20, 2030.', {
      pickupDate: '2030-12-20',
    });
  });

  it('refuses a vehicle with too few seats or of a lower class, and takes a Van for a Sedan', async () => {
    const van = await insertVehicle(setup.db, setup.cast.company.id, { vehicleTypeId: 3 });
    await refusedAt(ownPair(), 'vehicle_id', CLAIM_REFUSALS.vehicleTooSmall, { passengers: 5, vehicleTypeId: 3 });
    await refusedAt(ownPair(), 'vehicle_id', CLAIM_REFUSALS.vehicleTypeMismatch, { passengers: 1, vehicleTypeId: 3 });
    const res = await claim(await setup.signedIn('driverAdmin'), (await offered()).id, { driver_id: setup.cast.drivers.plain.id, vehicle_id: van.id });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a driver or vehicle busy with another trip, the hour after its route included', async () => {
    const driver = await insertDriver(setup.db, setup.cast.company.id);
    const vehicle = await insertVehicle(setup.db, setup.cast.company.id);
    const pair = { driver_id: driver.id, vehicle_id: vehicle.id };
    // 10:00 Zagreb, route 3h10 (the factory's): busy until 14:10 with the buffer.
    const earlier = { agentUserId: setup.cast.users.agent.id, status: 'confirmed' as const, pickupDate: '2030-07-01', pickupTime: '10:00', companyId: setup.cast.company.id };
    await insertTrip(setup.db, { ...earlier, driverId: driver.id });
    await refusedAt(pair, 'driver_id', CLAIM_REFUSALS.driverBusy, { pickupDate: '2030-07-01', pickupTime: '14:00' });

    const otherDriver = await insertDriver(setup.db, setup.cast.company.id);
    await insertTrip(setup.db, { ...earlier, pickupDate: '2030-07-02', vehicleId: vehicle.id, driverId: otherDriver.id });
    await refusedAt(pair, 'vehicle_id', CLAIM_REFUSALS.vehicleBusy, { pickupDate: '2030-07-02', pickupTime: '08:00' });

    // Free again at 14:10; a canceled trip holds nobody.
    const browser = await setup.signedIn('driverAdmin');
    expect((await claim(browser, (await offered({ pickupDate: '2030-07-01', pickupTime: '14:10' })).id, pair)).statusCode).toBe(200);
    await insertTrip(setup.db, { ...earlier, pickupDate: '2030-07-03', status: 'canceled', driverId: driver.id, vehicleId: vehicle.id });
    expect((await claim(browser, (await offered({ pickupDate: '2030-07-03', pickupTime: '11:00' })).id, pair)).statusCode).toBe(200);
  });
});

describe('after a claim', () => {
  it('the assigned driver sees the trip in its trips, and the trip page shows driver and vehicle', async () => {
    const trip = await offered();
    expect((await claim(await setup.signedIn('driverAdmin'), trip.id, ownPair())).statusCode).toBe(200);

    const list = await (await setup.signedIn('driver')).request('GET', '/api/trips/?month=2030-06');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ListTripsResponse>().items.map((t) => t.trip_id)).toContain(trip.id);

    const page = await new HttpSession(setup.app).request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`);
    expect(page.json<PublicTrip>()).toMatchObject({
      driver: { driver_name: setup.cast.drivers.plain.driverName },
      vehicle: { vehicle_make: 'Škoda', vehicle_model: 'Superb' },
    });
  });
});
