import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActorsResponse, AuditKindsResponse, AuditLogResponse } from '@vozimo/contract';
import { recordAuditEvent } from '../../platform/db/audit-log.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, insertUser, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip, unchangedEditBody } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T08:00:00Z');
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let address = 0;
async function browser(who: RoleName | 'anonymous'): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.17.0.${++address}` });
  if (who !== 'anonymous') await session.signIn(cast.users[who].username);
  return session;
}

async function log(query: string) {
  const res = await (await browser('staff')).request('GET', `/api/admin/audit/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogResponse>();
}

/** A kind no other test writes, so a filter by it sees only this test's lines. */
const uniqueKind = () => `k${randomBytes(4).toString('hex')}`;

describe('GET /api/admin/audit/', () => {
  it('lists lines newest first with who, the action in words, the subject and the changed fields', async () => {
    const kind = uniqueKind();
    await recordAuditEvent(ctx.db, {
      actorUserId: cast.users.staff.id,
      action: `${kind}.driver.approve`,
      subject: { type: 'driver', id: cast.drivers.plain.id, label: 'Luka Driver' },
      before: { status: 'pending' },
      after: { status: 'approved' },
      at: new Date('2030-05-01T10:00:00Z'),
    });
    await recordAuditEvent(ctx.db, { actorUserId: null, action: `${kind}.sweep`, at: new Date('2030-05-02T10:00:00Z') });
    const page = await log(`kind=${kind}`);
    expect(page.count).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({ action: `${kind}.sweep`, actor: null, subject: null, before: null, after: null, at: '2030-05-02T10:00:00.000Z' }),
      expect.objectContaining({
        action: `${kind}.driver.approve`,
        kind,
        summary: 'Approved driver',
        actor: { user_id: cast.users.staff.id, name: 'Stella Staff', username: cast.users.staff.username },
        subject: { type: 'driver', id: cast.drivers.plain.id, label: 'Luka Driver' },
        before: { status: 'pending' },
        after: { status: 'approved' },
        details: {},
      }),
    ]);
  });

  it('has the line a staff status change writes, found by kind trip, person and subject', async () => {
    const staff = await browser('staff');
    const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id, status: 'confirmed' });
    const res = await staff.request('POST', `/api/admin_update_trip/${trip.id}/`, { ...(await unchangedEditBody(ctx.db, trip)), status: 'completed' });
    expect(res.statusCode, res.body).toBe(200);
    const page = await log(`kind=trip&actor=${cast.users.staff.id}&subject_type=trip&subject_id=${trip.id}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        action: 'trip.status.change',
        summary: "Changed the trip's status",
        subject: { type: 'trip', id: trip.id, label: trip.reference },
        before: { status: 'confirmed' },
        after: { status: 'completed' },
        at: clock.toISOString(),
      }),
    ]);
  });

  it('filters by person', async () => {
    const kind = uniqueKind();
    const other = await insertUser(ctx.db, { isStaff: true, firstName: 'Petra', lastName: 'Other' });
    await recordAuditEvent(ctx.db, { actorUserId: cast.users.staff.id, action: `${kind}.a.update` });
    await recordAuditEvent(ctx.db, { actorUserId: other.id, action: `${kind}.b.update` });
    expect((await log(`kind=${kind}&actor=${other.id}`)).items.map((l) => l.action)).toEqual([`${kind}.b.update`]);
    expect((await log(`kind=${kind}&actor=${cast.users.staff.id}`)).items.map((l) => l.action)).toEqual([`${kind}.a.update`]);
  });

  it('takes the days as Zagreb days, both included', async () => {
    const kind = uniqueKind();
    const line = (name: string, at: string) => recordAuditEvent(ctx.db, { actorUserId: null, action: `${kind}.${name}`, at: new Date(at) });
    // Winter (UTC+1): 23:30 UTC on 10 March is already 11 March in Zagreb.
    await line('march10', '2030-03-10T22:59:00Z');
    await line('march11early', '2030-03-10T23:30:00Z');
    await line('march12late', '2030-03-12T22:30:00Z');
    // Summer (UTC+2): 22:30 UTC on 12 July is 00:30 on 13 July in Zagreb.
    await line('july13', '2030-07-12T22:30:00Z');
    const actions = async (query: string) => (await log(`kind=${kind}&${query}`)).items.map((l) => l.action.split('.')[1]);
    expect(await actions('from=2030-03-11&to=2030-03-12')).toEqual(['march12late', 'march11early']);
    expect(await actions('to=2030-03-10')).toEqual(['march10']);
    expect(await actions('from=2030-07-13')).toEqual(['july13']);
    expect(await actions('from=2030-07-12&to=2030-07-12')).toEqual([]);
  });

  it('pages', async () => {
    const kind = uniqueKind();
    for (let i = 1; i <= 5; i++) {
      await recordAuditEvent(ctx.db, { actorUserId: null, action: `${kind}.n${i}`, at: new Date(Date.UTC(2030, 0, i)) });
    }
    const first = await log(`kind=${kind}&limit=2`);
    expect(first.count).toBe(5);
    expect(first.items.map((l) => l.action)).toEqual([`${kind}.n5`, `${kind}.n4`]);
    expect((await log(`kind=${kind}&limit=2&offset=4`)).items.map((l) => l.action)).toEqual([`${kind}.n1`]);
  });

  it('matches a kind as a whole first word, never a longer one or a literal %', async () => {
    const kind = uniqueKind();
    await recordAuditEvent(ctx.db, { actorUserId: null, action: `${kind}x.thing.update` });
    await recordAuditEvent(ctx.db, { actorUserId: null, action: `${kind}.thing.update` });
    expect((await log(`kind=${kind}`)).items.map((l) => l.action)).toEqual([`${kind}.thing.update`]);
  });

  it('answers 422 at the field for bad filters', async () => {
    const staff = await browser('staff');
    for (const [query, field] of [
      ['from=2030-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2030-03-02&to=2030-03-01', 'to'],
      ['actor=abc', 'actor'],
      ['kind=Trip%25', 'kind'],
      ['limit=101', 'limit'],
    ] as const) {
      const res = await staff.request('GET', `/api/admin/audit/?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail.map((d: { loc: string[] }) => d.loc.join('.'))).toContain(`querystring.${field}`);
    }
  });

  it('has no route that changes or deletes a line', () => {
    const writes = ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('refuses anyone but staff', async () => {
    expect((await (await browser('anonymous')).request('GET', '/api/admin/audit/')).statusCode).toBe(401);
    for (const who of ['agencyAdmin', 'driverAdmin', 'noRole'] as const) {
      expect((await (await browser(who)).request('GET', '/api/admin/audit/')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/audit/kinds/ and /actors/', () => {
  it('lists the kinds and the people that have lines', async () => {
    const kind = uniqueKind();
    const person = await insertUser(ctx.db, { isStaff: true, firstName: 'Zora', lastName: 'Audit' });
    await recordAuditEvent(ctx.db, { actorUserId: person.id, action: `${kind}.thing.update` });
    const staff = await browser('staff');
    const kinds = (await staff.request('GET', '/api/admin/audit/kinds/')).json<AuditKindsResponse>();
    expect(kinds.items).toContain(kind);
    expect(new Set(kinds.items).size).toBe(kinds.items.length);
    const actors = (await staff.request('GET', '/api/admin/audit/actors/')).json<AuditActorsResponse>();
    expect(actors.items).toContainEqual({ user_id: person.id, name: 'Zora Audit', username: person.username });
    expect(actors.items.map((a) => a.user_id)).not.toContain(cast.users.noRole.id);
  });
});
