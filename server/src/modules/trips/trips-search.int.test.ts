import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListTripsResponse } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

// The trips search, `q` on GET /api/trips/ (ADR 0015).
let ctx: TestContext;
let own: Awaited<ReturnType<typeof insertRoleCast>>;
let foreign: Awaited<ReturnType<typeof insertRoleCast>>;
const t: Record<string, { id: number; reference: string }> = {};

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => new Date('2030-05-20T10:00:00Z') });
  own = await insertRoleCast(ctx.db);
  foreign = await insertRoleCast(ctx.db);
  const byOwnAgent = { agentUserId: own.users.agent.id, agencyId: own.agency.id };
  Object.assign(t, {
    kovac: await insertTrip(ctx.db, {
      ...byOwnAgent,
      reference: 'VZ-ABC123',
      customerFirstName: 'Ivana',
      customerLastName: 'Kovačević',
      customerPhone: '+385 98 765 4321',
      pickupDate: '2030-06-10',
      status: 'confirmed',
    }),
    kovacJuly: await insertTrip(ctx.db, {
      ...byOwnAgent,
      reference: 'VZ-ABD456',
      customerFirstName: 'Marko',
      customerLastName: 'Kovač',
      pickupDate: '2030-07-02',
      status: 'confirmed',
    }),
    kovacPending: await insertTrip(ctx.db, {
      ...byOwnAgent,
      reference: 'VZ-XYZ789',
      customerFirstName: 'Petra',
      customerLastName: 'Kovač',
      pickupDate: '2030-06-12',
      status: 'pending_payment',
    }),
    // Percent and underscore in the name: a search for them must match them, not anything.
    oddName: await insertTrip(ctx.db, {
      ...byOwnAgent,
      reference: 'VZ-QQQ111',
      customerFirstName: 'Zo_e',
      customerLastName: '100%',
      pickupDate: '2030-06-14',
    }),
    foreignKovac: await insertTrip(ctx.db, {
      agentUserId: foreign.users.agent.id,
      agencyId: foreign.agency.id,
      reference: 'VZ-ABC999',
      customerFirstName: 'Ivana',
      customerLastName: 'Kovačević',
      customerPhone: '+385 98 765 4321',
      pickupDate: '2030-06-10',
      status: 'confirmed',
    }),
  });
});
afterAll(() => ctx.close());

let address = 0;
async function get(who: RoleName, query: string, cast = own) {
  const browser = new HttpSession(ctx.app, { ip: `10.2.0.${++address}` });
  await browser.signIn(cast.users[who].username);
  return browser.request('GET', `/api/trips/?${query}`);
}
async function found(who: RoleName, query: string, cast = own): Promise<number[]> {
  const res = await get(who, query, cast);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ListTripsResponse>();
  expect(body.count).toBe(body.items.length);
  return body.items.map((row) => row.trip_id).sort((a, b) => a - b);
}
const idsOf = (...names: string[]) => names.map((name) => t[name]!.id).sort((a, b) => a - b);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/trips/?q=', () => {
  it('finds a trip by the start of its reference, with or without VZ-, in any case', async () => {
    expect(await found('agent', q('VZ-ABC123'))).toEqual(idsOf('kovac'));
    expect(await found('agent', q('vz-abc'))).toEqual(idsOf('kovac'));
    expect(await found('agent', q('ab'))).toEqual(idsOf('kovac', 'kovacJuly'));
    expect(await found('agent', q(' xyz7 '))).toEqual(idsOf('kovacPending'));
  });

  it("finds by the start of the customer's first, last or full name, ignoring case and accents", async () => {
    expect(await found('agent', q('kovač'))).toEqual(idsOf('kovac', 'kovacJuly', 'kovacPending'));
    expect(await found('agent', q('KOVACEVIC'))).toEqual(idsOf('kovac'));
    expect(await found('agent', q('ivana kov'))).toEqual(idsOf('kovac'));
    expect(await found('agent', q('Petra'))).toEqual(idsOf('kovacPending'));
    // Not the middle of a word.
    expect(await found('agent', q('evic'))).toEqual([]);
  });

  it("finds by the customer's phone as it is read out, local or international, in any month (ADR 0063)", async () => {
    for (const typed of ['+385 98 765 4321', '098 765 4321', '00385 98 765 4321', '765 4321', '(098) 765-4321']) {
      expect(await found('agent', q(typed)), typed).toEqual(idsOf('kovac'));
    }
    // Too few digits to tell a phone from chance, and a number that only starts the same.
    expect(await found('agent', q('4321'))).toEqual([]);
    expect(await found('agent', q('+385 98 765'))).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('agent', q('100%'))).toEqual(idsOf('oddName'));
    expect(await found('agent', q('zo_'))).toEqual(idsOf('oddName'));
    expect(await found('agent', q('z%'))).toEqual([]);
  });

  it('combines with month and status', async () => {
    expect(await found('agent', `${q('kovac')}&month=2030-06`)).toEqual(idsOf('kovac', 'kovacPending'));
    expect(await found('agent', `${q('kovac')}&month=2030-06&status=confirmed`)).toEqual(idsOf('kovac'));
    expect(await found('agent', `${q('kovac')}&month=2030-07&status=pending`)).toEqual([]);
  });

  it("never finds another agency's trip, even by its exact reference", async () => {
    expect(await found('agent', q('VZ-ABC999'))).toEqual([]);
    expect(await found('agencyAdmin', q('ivana'))).toEqual(idsOf('kovac'));
    expect(await found('agent', q('ivana'), foreign)).toEqual(idsOf('foreignKovac'));
    // Staff see every agency's.
    expect(await found('staff', q('ivana kov'))).toEqual(idsOf('kovac', 'foreignKovac'));
  });

  it('answers 422 to a one-letter search and treats an empty one as none', async () => {
    const short = await get('agent', q('k'));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ detail: [{ loc: ['querystring', 'q'] }] });
    expect(await found('agent', `${q('  ')}&month=2030-06`)).toEqual(idsOf('kovac', 'kovacPending', 'oddName'));
  });
});
