import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, CLAIM_REFUSALS, zagrebLocalToInstant, type ChangeDriverVehicleResponse } from '@vozimo/contract';
import { tripAssignments, trips } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertDriver } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertMarketplaceCompany, insertOfferedTrip, type MarketplaceCompany } from '../../../test/marketplace-factories.ts';
import { insertTrip, insertVehicle, unchangedEditBody } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

let sedan: { id: number };
let spareDriver: { id: number; driverName: string };
let spareSedan: { id: number };
let other: MarketplaceCompany;
beforeAll(async () => {
  sedan = await insertVehicle(setup.db, setup.cast.company.id);
  spareDriver = await insertDriver(setup.db, setup.cast.company.id);
  spareSedan = await insertVehicle(setup.db, setup.cast.company.id);
  other = await insertMarketplaceCompany(setup.db);
});

let day = 0;
/** A trip of the cast's agent driven by the cast's company's plain driver and Sedan, on a day of its own from 1 June 2030. */
const drivenByCastCompany = () => ({
  agentUserId: setup.cast.users.agent.id,
  agencyId: setup.cast.agency.id,
  pickupDate: addDays('2030-06-01', day++),
  companyId: setup.cast.company.id,
  driverId: setup.cast.drivers.plain.id,
  vehicleId: sedan.id,
});
/** Such a trip, claimed by the cast's company on the marketplace. */
const claimed = (values: Partial<Parameters<typeof insertOfferedTrip>[1]> = {}) =>
  insertOfferedTrip(setup.db, { ...drivenByCastCompany(), claimedAt: new Date('2030-05-10T08:00:00Z'), ...values });

const reload = async (tripId: number) => (await setup.db.select().from(trips).where(eq(trips.id, tripId)))[0]!;
const historyOf = (tripId: number) => setup.db.select().from(tripAssignments).where(eq(tripAssignments.tripId, tripId));
const change = (browser: HttpSession, tripId: number, body: unknown) => browser.request('POST', `/api/change_driver_vehicle/${tripId}/`, body);
const sparePair = () => ({ driver_id: spareDriver.id, vehicle_id: spareSedan.id });

describe('POST /api/change_driver_vehicle/{tripId}/', () => {
  it('gives the claimed trip another of the company’s drivers and vehicles, with its history', async () => {
    const trip = await claimed();
    const res = await change(await setup.signedIn('driverAdmin'), trip.id, sparePair());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChangeDriverVehicleResponse>()).toEqual({ trip_id: trip.id, driver_name: spareDriver.driverName, vehicle_id: spareSedan.id });
    expect(await reload(trip.id)).toMatchObject({ companyId: setup.cast.company.id, driverId: spareDriver.id, vehicleId: spareSedan.id });
    expect(await historyOf(trip.id)).toEqual([
      expect.objectContaining({
        kind: 'change',
        fromDriverId: setup.cast.drivers.plain.id,
        fromVehicleId: sedan.id,
        toDriverId: spareDriver.id,
        toVehicleId: spareSedan.id,
        changedByUserId: setup.cast.users.driverAdmin.id,
        createdAt: clock,
      }),
    ]);
  });

  it('allows a change until 24 hours before pickup (Zagreb time) and refuses it from then on', async () => {
    const browser = await setup.signedIn('driverAdmin');
    // 21 May 2030 12:00 in Zagreb is 10:00 UTC: exactly 24 hours after the clock.
    const atCutoff = await claimed({ pickupDate: '2030-05-21', pickupTime: '12:00' });
    expect(zagrebLocalToInstant('2030-05-21', '12:00').getTime() - clock.getTime()).toBe(24 * 3_600_000);
    const refused = await change(browser, atCutoff.id, sparePair());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: CLAIM_REFUSALS.tooLate });
    expect((await reload(atCutoff.id)).driverId).toBe(setup.cast.drivers.plain.id);

    const aMinuteEarlier = await claimed({ pickupDate: '2030-05-21', pickupTime: '12:01' });
    expect((await change(browser, aMinuteEarlier.id, sparePair())).statusCode).toBe(200);
  });

  it('applies the same checks as a claim', async () => {
    const res = await change(await setup.signedIn('driverAdmin'), (await claimed()).id, { driver_id: other.driver.id, vehicle_id: spareSedan.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc: ['body', 'driver_id'], msg: CLAIM_REFUSALS.driverNotAssignable, type: 'value_error' }] });
  });

  it('answers another company’s driver admin like an unknown trip, and a plain driver 403', async () => {
    const trip = await claimed();
    const rival = new HttpSession(setup.app);
    await rival.signIn(other.admin.username);
    expect((await change(rival, trip.id, { driver_id: other.driver.id, vehicle_id: other.vehicle.id })).statusCode).toBe(404);
    expect((await change(await setup.signedIn('driver'), trip.id, sparePair())).statusCode).toBe(403);
    expect((await reload(trip.id)).driverId).toBe(setup.cast.drivers.plain.id);
  });

  it('refuses the company a trip staff assigned to it without a claim', async () => {
    const trip = await insertTrip(setup.db, { status: 'confirmed', ...drivenByCastCompany() });
    const res = await change(await setup.signedIn('driverAdmin'), trip.id, sparePair());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CLAIM_REFUSALS.notYourClaim });
  });

  it('lets staff change it, within the claiming company only', async () => {
    const trip = await claimed();
    const staff = await setup.signedIn('staff');
    const foreign = await change(staff, trip.id, { driver_id: other.driver.id, vehicle_id: other.vehicle.id });
    expect(foreign.statusCode).toBe(422);
    expect((await change(staff, trip.id, sparePair())).statusCode).toBe(200);
    expect((await historyOf(trip.id))[0]).toMatchObject({ kind: 'change', changedByUserId: setup.cast.users.staff.id });
  });

  it('keeps no history row when nothing changes', async () => {
    const trip = await claimed();
    const res = await change(await setup.signedIn('driverAdmin'), trip.id, { driver_id: setup.cast.drivers.plain.id, vehicle_id: sedan.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await historyOf(trip.id)).toEqual([]);
  });

  it('refuses a canceled trip', async () => {
    const res = await change(await setup.signedIn('driverAdmin'), (await claimed({ status: 'canceled' })).id, sparePair());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: CLAIM_REFUSALS.closed });
  });
});

describe('staff assigning in the trip form', () => {
  it('writes the assignment history too', async () => {
    const trip = await claimed();
    const body = { ...(await unchangedEditBody(setup.db, trip)), driver_id: other.driver.id, vehicle_id: other.vehicle.id };
    const res = await (await setup.signedIn('staff')).request('POST', `/api/admin_update_trip/${trip.id}/`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await historyOf(trip.id)).toEqual([
      expect.objectContaining({
        kind: 'staff_assign',
        companyId: other.company.id,
        fromDriverId: setup.cast.drivers.plain.id,
        toDriverId: other.driver.id,
        toVehicleId: other.vehicle.id,
        changedByUserId: setup.cast.users.staff.id,
      }),
    ]);
  });
});
