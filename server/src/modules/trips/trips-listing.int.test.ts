import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListTripsResponse, StatsResponse } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

let ctx: TestContext;
let own: Awaited<ReturnType<typeof insertRoleCast>>;
let foreign: Awaited<ReturnType<typeof insertRoleCast>>;
/** Trips by a short name, for readable expectations. */
const t: Record<string, { id: number; reference: string }> = {};

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => new Date('2030-05-20T10:00:00Z') });
  own = await insertRoleCast(ctx.db);
  foreign = await insertRoleCast(ctx.db);
  const byOwnAgent = { agentUserId: own.users.agent.id, agencyId: own.agency.id };
  const june = (day: string, time: string) => ({ pickupDate: `2030-06-${day}`, pickupTime: time });
  const inserted = {
    pending: await insertTrip(ctx.db, { ...byOwnAgent, ...june('10', '09:00'), status: 'pending_payment', createdAt: new Date('2030-05-02T10:00:00Z') }),
    confirmedEarly: await insertTrip(ctx.db, { ...byOwnAgent, ...june('10', '08:00'), status: 'confirmed', createdAt: new Date('2030-05-03T10:00:00Z') }),
    completed: await insertTrip(ctx.db, {
      ...byOwnAgent,
      ...june('20', '14:30'),
      status: 'completed',
      basePriceCents: 20_000,
      companyId: own.company.id,
      driverId: own.drivers.plain.id,
      customerEmail: 'Repeat@Example.com',
      createdAt: new Date('2030-06-01T10:00:00Z'),
    }),
    draft: await insertTrip(ctx.db, { ...byOwnAgent, ...june('05', '12:00'), status: 'draft', createdAt: new Date('2030-05-04T10:00:00Z') }),
    canceled: await insertTrip(ctx.db, { ...byOwnAgent, ...june('25', '12:00'), status: 'canceled' }),
    // Local 23:30 on 30 June is already 1 July in UTC: it is a June trip.
    lastMinuteOfJune: await insertTrip(ctx.db, { ...byOwnAgent, ...june('30', '23:30'), status: 'confirmed', customerEmail: 'repeat@example.com' }),
    july: await insertTrip(ctx.db, { ...byOwnAgent, pickupDate: '2030-07-01', pickupTime: '00:10', status: 'confirmed' }),
    byAgencyAdmin: await insertTrip(ctx.db, {
      agentUserId: own.users.agencyAdmin.id,
      agencyId: own.agency.id,
      ...june('12', '10:00'),
      status: 'confirmed',
    }),
    foreignAgency: await insertTrip(ctx.db, {
      agentUserId: foreign.users.agent.id,
      agencyId: foreign.agency.id,
      ...june('11', '10:00'),
      status: 'confirmed',
    }),
    // Sold by the foreign agency, driven by the own company's admin driver.
    drivenByOwnCompany: await insertTrip(ctx.db, {
      agentUserId: foreign.users.agent.id,
      agencyId: foreign.agency.id,
      ...june('15', '10:00'),
      status: 'completed',
      companyId: own.company.id,
      driverId: own.drivers.admin.id,
    }),
  };
  Object.assign(t, inserted);
});
afterAll(() => ctx.close());

let address = 0;
async function signedIn(who: RoleName, cast = own): Promise<HttpSession> {
  const browser = new HttpSession(ctx.app, { ip: `10.1.0.${++address}` });
  await browser.signIn(cast.users[who].username);
  return browser;
}

async function list(who: RoleName, query: string, cast = own): Promise<ListTripsResponse> {
  const res = await (await signedIn(who, cast)).request('GET', `/api/trips/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ids = (response: ListTripsResponse) => response.items.map((row) => row.trip_id);
const idsOf = (...names: string[]) => names.map((name) => t[name]!.id);

describe('GET /api/trips/ scope', () => {
  it('shows staff every trip of the month, ordered by local pickup date and time', async () => {
    const res = await list('staff', 'month=2030-06&limit=100');
    expect(ids(res)).toEqual(
      idsOf('draft', 'confirmedEarly', 'pending', 'foreignAgency', 'byAgencyAdmin', 'drivenByOwnCompany', 'completed', 'canceled', 'lastMinuteOfJune'),
    );
    expect(res.count).toBe(9);
  });

  it("shows an agency admin the agency's trips and nothing of another agency", async () => {
    const res = await list('agencyAdmin', 'month=2030-06&limit=100');
    expect(ids(res)).toEqual(idsOf('draft', 'confirmedEarly', 'pending', 'byAgencyAdmin', 'completed', 'canceled', 'lastMinuteOfJune'));
  });

  it('shows a plain agent only its own trips', async () => {
    const res = await list('agent', 'month=2030-06&limit=100');
    expect(ids(res)).toEqual(idsOf('draft', 'confirmedEarly', 'pending', 'completed', 'canceled', 'lastMinuteOfJune'));
  });

  it("shows a driver admin the company's trips, whoever sold them", async () => {
    expect(ids(await list('driverAdmin', 'month=2030-06'))).toEqual(idsOf('drivenByOwnCompany', 'completed'));
  });

  it('shows a driver only the trips assigned to it', async () => {
    expect(ids(await list('driver', 'month=2030-06'))).toEqual(idsOf('completed'));
  });

  it('shows the other agency and the other company none of these', async () => {
    expect(ids(await list('agencyAdmin', 'month=2030-06', foreign))).toEqual(idsOf('foreignAgency', 'drivenByOwnCompany'));
    expect(ids(await list('agent', 'month=2030-06', foreign))).toEqual(idsOf('foreignAgency', 'drivenByOwnCompany'));
    expect(await list('driverAdmin', 'month=2030-06', foreign)).toEqual({ items: [], count: 0 });
    expect(await list('driver', 'month=2030-06', foreign)).toEqual({ items: [], count: 0 });
  });

  it('refuses users without a role and visitors', async () => {
    expect((await (await signedIn('noRole')).request('GET', '/api/trips/')).statusCode).toBe(403);
    expect((await new HttpSession(ctx.app).request('GET', '/api/trips/')).statusCode).toBe(401);
  });
});

describe('GET /api/trips/ filters', () => {
  it('filters by repeated status, with pending meaning pending_payment', async () => {
    expect(ids(await list('agent', 'month=2030-06&status=confirmed&status=completed'))).toEqual(
      idsOf('confirmedEarly', 'completed', 'lastMinuteOfJune'),
    );
    expect(ids(await list('agent', 'month=2030-06&status=pending'))).toEqual(idsOf('pending'));
    expect(ids(await list('agent', 'month=2030-06&status=pending_payment&status=pending'))).toEqual(idsOf('pending'));
  });

  it('takes the month of the local pickup date', async () => {
    expect(ids(await list('agent', 'month=2030-07'))).toEqual(idsOf('july'));
    expect(await list('agent', 'month=2030-08')).toEqual({ items: [], count: 0 });
  });

  it('lists every month without a month', async () => {
    expect((await list('agent', 'limit=100')).count).toBe(7);
  });

  it('pages with limit and offset, counting the whole selection', async () => {
    const first = await list('agent', 'month=2030-06&limit=2&offset=0');
    const second = await list('agent', 'month=2030-06&limit=2&offset=2');
    const beyond = await list('agent', 'month=2030-06&limit=2&offset=50');
    expect(ids(first)).toEqual(idsOf('draft', 'confirmedEarly'));
    expect(ids(second)).toEqual(idsOf('pending', 'completed'));
    expect([first.count, second.count, beyond.count]).toEqual([6, 6, 6]);
    expect(beyond.items).toEqual([]);
  });

  it('pages 20 rows by default', async () => {
    for (let i = 0; i < 21; i++) {
      await insertTrip(ctx.db, { agentUserId: foreign.users.agencyAdmin.id, agencyId: foreign.agency.id, pickupDate: '2030-09-01' });
    }
    const res = await list('agencyAdmin', 'month=2030-09', foreign);
    expect(res.items).toHaveLength(20);
    expect(res.count).toBe(21);
  });

  it.each([
    ['month=2030-13', 'month'],
    ['month=June', 'month'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['status=bogus', 'status'],
  ])('answers 422 to %s', async (query, field) => {
    const res = await (await signedIn('agent')).request('GET', `/api/trips/?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc[0]).toBe('querystring');
    expect(JSON.stringify(res.json().detail[0].loc)).toContain(field);
  });
});

describe('GET /api/trips/ rows', () => {
  it('gives the list-row fields with money as decimal strings', async () => {
    const res = await list('staff', 'month=2030-06&status=completed');
    const row = res.items.find((r) => r.trip_id === t['completed']!.id)!;
    // Base 200 €: +10 % agency, +10 % service fee = 240 € net, +25 % VAT = 300 € gross; deposit 75 €.
    expect(row).toEqual({
      trip_id: t['completed']!.id,
      reference: t['completed']!.reference,
      token: expect.stringMatching(/^[\w-]{43}$/),
      status: 'completed',
      start_locality: 'Split Airport',
      end_locality: 'Dubrovnik',
      pickup_date: '2030-06-20',
      pickup_time: '14:30',
      customer_first_name: 'Ana',
      customer_last_name: 'Horvat',
      agent_name: 'Ivo User',
      driver_name: own.drivers.plain.driverName,
      price_gross: '300.00',
      price_net: '240.00',
      agency_fee: '20.00',
      driver_gross: '225.00',
      deposit_gross: '75.00',
      bulk_payment: null,
    });
    expect(res.items.find((r) => r.trip_id === t['drivenByOwnCompany']!.id)?.driver_name).toBe(own.drivers.admin.driverName);
  });

  it('leaves driver_name empty without a driver', async () => {
    const res = await list('agent', 'month=2030-06&status=draft');
    expect(res.items[0]?.driver_name).toBe('');
  });
});

describe('GET /api/stats/', () => {
  async function stats(who: RoleName, query: string, cast = own): Promise<StatsResponse> {
    const res = await (await signedIn(who, cast)).request('GET', `/api/stats/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it("sums an agency's completed trips of the month", async () => {
    // Completed in June for the own agency: only "completed" (base 200 €).
    expect(await stats('agencyAdmin', 'month=2030-06')).toEqual({
      completed_trips: 1,
      // Booked (not quotes) during June by creation date: only "completed" was created in June.
      created_trips: 1,
      // Trips that are neither quotes nor canceled: three with the factory's address, and
      // "completed" and "lastMinuteOfJune" with one address in two spellings.
      customers: 2,
      driver_gross: '225.00',
      agency_fee: '20.00',
      price_gross: '300.00',
      deposit_gross: '75.00',
      price_net: '240.00',
    });
  });

  it('sums every completed trip of the month for staff', async () => {
    // "completed" (base 200 €) and "drivenByOwnCompany" (base 100 €); read from the rollups (ADR 0027).
    expect(await stats('staff', 'month=2030-06')).toEqual({
      completed_trips: 2,
      created_trips: 1,
      customers: 2,
      driver_gross: '337.50',
      agency_fee: '30.00',
      price_gross: '450.00',
      deposit_gross: '112.50',
      price_net: '360.00',
    });
  });

  it('counts trips created in the month by their local creation date', async () => {
    expect((await stats('agent', 'month=2030-05')).created_trips).toBe(2);
  });

  it('has null sums and zero counts for a month without trips', async () => {
    expect(await stats('agent', 'month=2031-01')).toEqual({
      completed_trips: 0,
      created_trips: 0,
      customers: 0,
      driver_gross: null,
      agency_fee: null,
      price_gross: null,
      deposit_gross: null,
      price_net: null,
    });
  });

  it("gives a driver admin the company's part and nothing of other companies", async () => {
    const company = await stats('driverAdmin', 'month=2030-06');
    expect(company.completed_trips).toBe(2);
    // 225.00 of "completed" (base 200 €) + 112.50 of "drivenByOwnCompany" (base 100 €).
    expect(company.driver_gross).toBe('337.50');
    const other = await stats('driverAdmin', 'month=2030-06', foreign);
    expect(other.completed_trips).toBe(0);
    expect(other.price_gross).toBeNull();
  });

  it('answers 422 to a bad month and 403 to a user without a role', async () => {
    expect((await (await signedIn('agent')).request('GET', '/api/stats/?month=2030-6')).statusCode).toBe(422);
    expect((await (await signedIn('noRole')).request('GET', '/api/stats/')).statusCode).toBe(403);
  });
});
