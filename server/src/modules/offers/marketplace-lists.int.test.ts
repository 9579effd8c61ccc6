import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_REFUSALS, type ClaimedTrip, type CompanyDriverOption, type CompanyVehicleOption, type OfferedTrip } from '@vozimo/contract';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertDriver, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertMarketplaceCompany, insertOfferedTrip, type MarketplaceCompany } from '../../../test/marketplace-factories.ts';
import { insertTrip, insertVehicle } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T10:00:00Z');
// Each file has its own database, so the offered trips below are the only ones.
const setup = useAppWithCast({ now: () => clock });

let other: MarketplaceCompany;
let open: Awaited<ReturnType<typeof insertOfferedTrip>>;
let sedan: Awaited<ReturnType<typeof insertVehicle>>;
beforeAll(async () => {
  other = await insertMarketplaceCompany(setup.db);
  sedan = await insertVehicle(setup.db, setup.cast.company.id, { make: 'Škoda', model: 'Superb', licensePlate: 'ST-1234-AB' });
  const sold = { agentUserId: setup.cast.users.agent.id };
  open = await insertOfferedTrip(setup.db, {
    ...sold,
    pickupDate: '2030-06-15',
    pickupTime: '12:30',
    passengers: 3,
    basePriceCents: 20_000,
    startLocDetails: 'Arrivals hall, exit B',
    stops: [{ poi_id: 7, name: 'Krka National Park', time: 120, price_cents: 6_000 }],
  });
  // Not offered, canceled, past, and claimed trips are not open offers.
  await insertTrip(setup.db, { ...sold, status: 'confirmed' });
  await insertOfferedTrip(setup.db, { ...sold, status: 'canceled' });
  await insertOfferedTrip(setup.db, { ...sold, pickupDate: '2030-05-19' });
  const claimedBy = (company: number, driverId: number, vehicleId: number, pickupDate: string, pickupTime = '12:00') =>
    insertOfferedTrip(setup.db, { ...sold, companyId: company, driverId, vehicleId, claimedAt: clock, pickupDate, pickupTime });
  await claimedBy(setup.cast.company.id, setup.cast.drivers.plain.id, sedan.id, '2030-06-01');
  // 21 May 12:30 Zagreb: 24½ hours ahead, still changeable; 21 May 11:00: 23 hours, no longer.
  await claimedBy(setup.cast.company.id, setup.cast.drivers.plain.id, sedan.id, '2030-05-21', '12:30');
  await claimedBy(setup.cast.company.id, setup.cast.drivers.admin.id, sedan.id, '2030-05-21', '11:00');
  await claimedBy(other.company.id, other.driver.id, other.vehicle.id, '2030-06-02');
  await claimedBy(setup.cast.company.id, setup.cast.drivers.plain.id, sedan.id, '2030-05-19');
});

const get = async <T>(role: RoleName | HttpSession, url: string) => {
  const browser = typeof role === 'string' ? await setup.signedIn(role) : role;
  const res = await browser.request('GET', url);
  return { status: res.statusCode, body: res.json<T>() };
};

describe('GET /api/offered_trips/', () => {
  it('lists the open, unclaimed offers with what the company is paid, not whom it would drive (ADR 0046)', async () => {
    const { status, body } = await get<OfferedTrip[]>('driverAdmin', '/api/offered_trips/');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        trip_id: open.id,
        reference: open.reference,
        pickup_date: '2030-06-15',
        pickup_time: '12:30',
        start_locality: 'Split Airport',
        end_locality: 'Dubrovnik',
        customer_first_name: null,
        customer_last_name: null,
        passengers: 3,
        vehicle_type__vehicle_type_name: 'Sedan',
        vehicle_type: 1,
        price__price_gross: (open.priceGrossCents / 100).toFixed(2),
        price__driver_gross: (open.driverGrossCents / 100).toFixed(2),
        claimed_by_company_id: null,
        // ADR 0056: what a company weighs before claiming (the stop's price is the agent's), and no trip page for it yet.
        start_loc_details: 'Arrivals hall, exit B',
        distance: 229_000,
        duration: 11_400,
        stops: [{ name: 'Krka National Park', time: 120 }],
        can_open_trip: false,
      },
    ]);
    expect(open.driverGrossCents).toBeLessThan(open.priceGrossCents);
  });

  it('lets staff open every offered trip’s page (ADR 0056)', async () => {
    const { body } = await get<OfferedTrip[]>('staff', '/api/offered_trips/');
    expect(body.map((t) => t.can_open_trip)).toEqual([true]);
  });

  it('shows every approved company and staff the same offers', async () => {
    const rival = new HttpSession(setup.app);
    await rival.signIn(other.admin.username);
    expect((await get<OfferedTrip[]>(rival, '/api/offered_trips/')).body.map((t) => t.trip_id)).toEqual([open.id]);
    expect((await get<OfferedTrip[]>('staff', '/api/offered_trips/')).body.map((t) => t.trip_id)).toEqual([open.id]);
  });

  it.each<RoleName>(['driver', 'agent', 'agencyAdmin', 'noRole'])('refuses %s with 403', async (role) => {
    expect((await get(role, '/api/offered_trips/')).status).toBe(403);
  });

  it('refuses a company staff have not approved', async () => {
    const waiting = await insertMarketplaceCompany(setup.db, { approved: false });
    const browser = new HttpSession(setup.app);
    await browser.signIn(waiting.admin.username);
    expect(await get(browser, '/api/offered_trips/')).toEqual({ status: 403, body: { detail: CLAIM_REFUSALS.companyNotApproved } });
  });
});

describe('GET /api/upcoming_claimed_trips', () => {
  it('lists the company’s claimed trips ahead, soonest first, with whether they may still change', async () => {
    const { status, body } = await get<ClaimedTrip[]>('driverAdmin', '/api/upcoming_claimed_trips');
    expect(status).toBe(200);
    expect(body.map((t) => [t.pickup_date, t.pickup_time, t.can_change_driver_vehicle])).toEqual([
      ['2030-05-21', '11:00', false],
      ['2030-05-21', '12:30', true],
      ['2030-06-01', '12:00', true],
    ]);
    expect(body[2]).toMatchObject({
      driver_id: setup.cast.drivers.plain.id,
      vehicle_id: sedan.id,
      driver__driver_name: setup.cast.drivers.plain.driverName,
      vehicle__vehicle_make: 'Škoda',
      vehicle__vehicle_model: 'Superb',
      vehicle__license_plate: 'ST-1234-AB',
      claimed_by_company_id: setup.cast.company.id,
      // The claiming company drives it, so it may open the driver side's trip page (ADR 0056).
      can_open_trip: true,
      stops: [],
    });
  });

  it('shows staff every company’s, or one company’s with ?company=', async () => {
    expect((await get<ClaimedTrip[]>('staff', '/api/upcoming_claimed_trips')).body).toHaveLength(4);
    const one = await get<ClaimedTrip[]>('staff', `/api/upcoming_claimed_trips?company=${other.company.id}`);
    expect(one.body.map((t) => t.claimed_by_company_id)).toEqual([other.company.id]);
  });

  it('refuses a plain driver', async () => {
    expect((await get('driver', '/api/upcoming_claimed_trips')).status).toBe(403);
  });
});

describe('GET /api/list_company_drivers and /api/list_company_vehicles', () => {
  it('offer the company’s drivers and vehicles a trip may be given to today', async () => {
    const company = await insertMarketplaceCompany(setup.db);
    await insertDriver(setup.db, company.company.id, { isApproved: false });
    await insertDriver(setup.db, company.company.id, { isActive: false });
    await insertDriver(setup.db, company.company.id, { idDocument: 'id.pdf', idExpiresOn: '2030-05-19' });
    await insertVehicle(setup.db, company.company.id, { isApproved: false });
    const van = await insertVehicle(setup.db, company.company.id, { vehicleTypeId: 3, make: 'Mercedes-Benz', model: 'Vito' });
    const browser = new HttpSession(setup.app);
    await browser.signIn(company.admin.username);

    const drivers = await get<CompanyDriverOption[]>(browser, '/api/list_company_drivers');
    expect(drivers.status).toBe(200);
    expect(new Set(drivers.body)).toEqual(
      new Set([
        { driver_id: company.adminDriver.id, driver_name: company.adminDriver.driverName, documents_valid_until: company.adminDriver.idExpiresOn },
        { driver_id: company.driver.id, driver_name: company.driver.driverName, documents_valid_until: company.driver.idExpiresOn },
      ]),
    );
    const vehicles = await get<CompanyVehicleOption[]>(browser, '/api/list_company_vehicles');
    expect(vehicles.body).toEqual([
      {
        vehicle_id: van.id,
        make: 'Mercedes-Benz',
        model: 'Vito',
        vehicle_type__vehicle_type_name: 'Van',
        license_plate: van.licensePlate,
        vehicle_type: 3,
        vehicle_type__max_passengers: 7,
        driver: null,
        documents_valid_until: van.registrationExpiresOn,
        // A Van may carry a Sedan (1) or a Van (3) booking, not a Premium Sedan (2) nor a Minibus (4): ADR 0020.
        serves_vehicle_types: [1, 3],
      },
      expect.objectContaining({ vehicle_id: company.vehicle.id, driver: company.driver.id, vehicle_type__max_passengers: 3 }),
    ]);
  });

  it('let staff name the company, and want one', async () => {
    const url = `/api/list_company_drivers?company=${other.company.id}`;
    expect((await get<CompanyDriverOption[]>('staff', url)).body.map((d) => d.driver_id)).toContain(other.driver.id);
    expect(await get('staff', '/api/list_company_vehicles')).toEqual({
      status: 422,
      body: { detail: [{ loc: ['query', 'company'], msg: 'Choose a company.', type: 'value_error' }] },
    });
  });

  it('ignore a driver admin’s ?company= (always its own)', async () => {
    const res = await get<CompanyDriverOption[]>('driverAdmin', `/api/list_company_drivers?company=${other.company.id}`);
    expect(res.body.map((d) => d.driver_id)).not.toContain(other.driver.id);
  });
});
