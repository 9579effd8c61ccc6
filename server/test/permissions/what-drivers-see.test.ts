import { beforeAll, describe, expect, it } from 'vitest';
import {
  centsToEuroString,
  type ClaimedTrip,
  type DriverTrip,
  type ListTripsResponse,
  type OfferedTrip,
  type StatsResponse,
} from '@vozimo/contract';
import { useAppWithCast } from '../app-with-cast.ts';
import type { RoleName } from '../factories.ts';
import type { HttpSession } from '../http-session.ts';
import { insertOfferedTrip } from '../marketplace-factories.ts';
import { insertTrip, insertVehicle } from '../trip-factories.ts';

// Issue 28, point 7: drivers and driver admins were sent each trip's customer token (and with it the
// customer's payment page) and the agent's prices, and every company saw the names of the customers
// of every offered trip. The supply side gets what it drives by (ADR 0046): never the token or the
// agent's prices; the customer's name and phone only on its own trips, from 24 hours before pickup.

const clock = new Date('2030-06-01T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

type Trip = Awaited<ReturnType<typeof insertTrip>>;
let trips: { far: Trip; soon: Trip; done: Trip; offered: Trip; claimed: Trip; toClaim: Trip };
let sedan: { id: number };
/** What a driver must never read: each trip's link token, the agent's net price and fee, the agent's name. */
let secrets: string[];

beforeAll(async () => {
  const { cast, db } = setup;
  sedan = await insertVehicle(db, cast.company.id, { driverId: cast.drivers.plain.id });
  const sold = { agentUserId: cast.users.agent.id, agencyId: cast.agency.id };
  const assigned = { ...sold, status: 'confirmed' as const, companyId: cast.company.id, driverId: cast.drivers.plain.id, vehicleId: sedan.id };
  // An odd base price, so the agent's amounts are numbers no other field happens to have.
  const priced = { basePriceCents: 98_765 };
  trips = {
    far: await insertTrip(db, { ...assigned, ...priced, pickupDate: '2030-06-20', customerFirstName: 'Farah', customerLastName: 'Farrington' }),
    // Tomorrow 08:00 Zagreb: inside the 24 hours before pickup.
    soon: await insertTrip(db, { ...assigned, ...priced, pickupDate: '2030-06-02', pickupTime: '08:00', customerFirstName: 'Sunny', customerLastName: 'Soonwell' }),
    // Completed last month: the statistic cards sum it.
    done: await insertTrip(db, { ...assigned, ...priced, status: 'completed', pickupDate: '2030-05-10', customerFirstName: 'Dora', customerLastName: 'Donewell' }),
    // Picked up in a few hours, but no company drives it yet: nobody on the supply side needs the customer.
    offered: await insertOfferedTrip(db, { ...sold, ...priced, pickupDate: '2030-06-01', pickupTime: '20:00', customerFirstName: 'Otto', customerLastName: 'Offerman' }),
    claimed: await insertOfferedTrip(db, {
      ...assigned,
      ...priced,
      pickupDate: '2030-06-25',
      claimedAt: new Date('2030-05-30T10:00:00Z'),
      customerFirstName: 'Clara',
      customerLastName: 'Claimson',
    }),
    toClaim: await insertOfferedTrip(db, { ...sold, ...priced, pickupDate: '2030-06-28', customerFirstName: 'Toni', customerLastName: 'Toclaim' }),
  };
  const agentPrices = Object.values(trips).flatMap((t) => [centsToEuroString(t.agencyFeeCents), centsToEuroString(t.priceNetCents)]);
  secrets = [...Object.values(trips).map((t) => t.token), ...agentPrices, `${cast.users.agent.firstName} ${cast.users.agent.lastName}`];
});

const SUPPLY_SIDE: RoleName[] = ['driverAdmin', 'driver'];

function expectNoSecret(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  for (const secret of secrets) expect(res.body, `${what} carries ${secret}`).not.toContain(secret);
  // The agent's fields, if there, are empty whatever their value.
  const body: unknown = JSON.parse(res.body);
  const items = Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [body]);
  for (const item of items as Record<string, unknown>[]) {
    for (const field of ['token', 'agent_name', 'price_net', 'agency_fee', 'bulk_payment', 'price']) {
      if (field in item) expect(item[field], `${what}: ${field}`).toBeNull();
    }
  }
}

const customerNames = (body: string) => ['Farah', 'Sunny', 'Dora', 'Otto', 'Clara', 'Toni'].filter((name) => body.includes(name));

describe.each(SUPPLY_SIDE)('what %s is sent of a trip', (role) => {
  let browser: HttpSession;
  beforeAll(async () => {
    browser = await setup.signedIn(role);
  });

  it('the trips list: its own trips, no token, no agent price, the customer only on the day', async () => {
    const res = await browser.request('GET', '/api/trips/?limit=50');
    expectNoSecret(res, 'GET /api/trips/');
    const rows = res.json<ListTripsResponse>().items;
    expect(rows.map((r) => r.trip_id).sort()).toEqual([trips.far.id, trips.soon.id, trips.done.id, trips.claimed.id].sort());
    expect(rows.find((r) => r.trip_id === trips.far.id)).toMatchObject({ customer_first_name: null, customer_last_name: null });
    expect(rows.find((r) => r.trip_id === trips.soon.id)).toMatchObject({ customer_first_name: 'Sunny', customer_last_name: 'Soonwell' });
    expect(rows.find((r) => r.trip_id === trips.far.id)!.driver_gross).toBe(centsToEuroString(trips.far.driverGrossCents));
  });

  it("the trips search finds a trip it drives by its reference, never by a customer's name it may not see", async () => {
    const byName = await browser.request('GET', '/api/trips/?q=Farrington');
    expect(byName.json<ListTripsResponse>().items).toEqual([]);
    const byReference = await browser.request('GET', `/api/trips/?q=${trips.far.reference}`);
    expect(byReference.json<ListTripsResponse>().items.map((r) => r.trip_id)).toEqual([trips.far.id]);
  });

  it('the statistic cards: no net price, no agency commission', async () => {
    const res = await browser.request('GET', '/api/stats/');
    expectNoSecret(res, 'GET /api/stats/');
    expect(res.json<StatsResponse>()).toMatchObject({
      completed_trips: 1,
      price_net: null,
      agency_fee: null,
      driver_gross: centsToEuroString(trips.done.driverGrossCents),
    });
  });

  it("the trip form's data is not the driver side's", async () => {
    const res = await browser.request('GET', `/api/trip/${trips.far.id}`);
    expect(res.statusCode).toBe(403);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  });

  it("the driver's trip page: what it drives by, the payout, the customer's name and phone on the day only", async () => {
    const far = await browser.request('GET', `/api/driver_trip/${trips.far.id}/`);
    expectNoSecret(far, 'GET /api/driver_trip/ (far)');
    expect(far.json<DriverTrip>()).toMatchObject({
      reference: trips.far.reference,
      customer: null,
      driver_gross: centsToEuroString(trips.far.driverGrossCents),
      price_gross: centsToEuroString(trips.far.priceGrossCents),
    });
    expect(far.body).not.toContain(trips.far.customerPhone);
    expect(far.body).not.toContain(trips.far.customerEmail);

    const soon = await browser.request('GET', `/api/driver_trip/${trips.soon.id}/`);
    expectNoSecret(soon, 'GET /api/driver_trip/ (soon)');
    expect(soon.json<DriverTrip>().customer).toEqual({ first_name: 'Sunny', last_name: 'Soonwell', phone: trips.soon.customerPhone });
    expect(soon.body).not.toContain(trips.soon.customerEmail);
  });

  it("another company's or an unassigned trip's page is unknown", async () => {
    expect((await browser.request('GET', `/api/driver_trip/${trips.offered.id}/`)).statusCode).toBe(404);
  });
});

describe("the driver admin's Offers screen", () => {
  let admin: HttpSession;
  beforeAll(async () => {
    admin = await setup.signedIn('driverAdmin');
  });

  it("offered trips: the payout, no agent price, no customer's name (every company sees them)", async () => {
    const res = await admin.request('GET', '/api/offered_trips/');
    expectNoSecret(res, 'GET /api/offered_trips/');
    const offered = res.json<OfferedTrip[]>();
    expect(offered.map((t) => t.trip_id)).toEqual(expect.arrayContaining([trips.offered.id, trips.toClaim.id]));
    expect(customerNames(res.body)).toEqual([]);
    expect(offered.find((t) => t.trip_id === trips.offered.id)!.price__driver_gross).toBe(centsToEuroString(trips.offered.driverGrossCents));
  });

  it("claimed trips: its own, no customer's name before the 24 hours", async () => {
    const res = await admin.request('GET', '/api/upcoming_claimed_trips');
    expectNoSecret(res, 'GET /api/upcoming_claimed_trips');
    const claimed = res.json<ClaimedTrip[]>();
    expect(claimed.map((t) => t.trip_id)).toEqual([trips.claimed.id]);
    expect(claimed[0]).toMatchObject({ customer_first_name: null, customer_last_name: null });
  });

  it('claiming, changing and releasing answer with no token and no agent price', async () => {
    const pair = { driver_id: setup.cast.drivers.plain.id, vehicle_id: sedan.id };
    expectNoSecret(await admin.request('POST', `/api/claim_trip/${trips.toClaim.id}/`, pair), 'POST /api/claim_trip/');
    expectNoSecret(await admin.request('POST', `/api/change_driver_vehicle/${trips.toClaim.id}/`, pair), 'POST /api/change_driver_vehicle/');
    expectNoSecret(await admin.request('POST', `/api/release_trip/${trips.toClaim.id}/`), 'POST /api/release_trip/');
  });
});

describe('the sale side still sees the sale', () => {
  it.each(['staff', 'agent'] as const)('%s: the token, the agent prices and the customer', async (role) => {
    const browser = await setup.signedIn(role);
    const rows = (await browser.request('GET', '/api/trips/?limit=50')).json<ListTripsResponse>().items;
    expect(rows.find((r) => r.trip_id === trips.far.id)).toMatchObject({
      token: trips.far.token,
      price_net: centsToEuroString(trips.far.priceNetCents),
      agency_fee: centsToEuroString(trips.far.agencyFeeCents),
      customer_first_name: 'Farah',
    });
    const stats = (await browser.request('GET', '/api/stats/')).json<StatsResponse>();
    expect(stats).toMatchObject({ agency_fee: centsToEuroString(trips.done.agencyFeeCents), price_net: centsToEuroString(trips.done.priceNetCents) });
    expect((await browser.request('GET', `/api/trip/${trips.far.id}`)).statusCode).toBe(200);
    const page = (await browser.request('GET', `/api/driver_trip/${trips.far.id}/`)).json<DriverTrip>();
    expect(page.customer).toMatchObject({ first_name: 'Farah' });
  });

  it('staff see the names of offered trips', async () => {
    const res = await (await setup.signedIn('staff')).request('GET', '/api/offered_trips/');
    expect(customerNames(res.body)).toEqual(expect.arrayContaining(['Otto']));
  });
});
