import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

// ADR 0033: the customer's trip page comes with its trip inside, so its first render shows the trip.
// What the page gets must be exactly what the API would answer the same visitor, and nobody without
// the link's token gets anything.

const SHELL = '<!doctype html><title>Vozimo</title><div id="root"></div>';
// The trip page's own shell, written by the web build with the page's files preloaded.
const TRIP_SHELL = '<!doctype html><title>Vozimo</title><link rel="modulepreload" href="/assets/public-trip-route-x1.js"><div id="root"></div>';
const PAGE_DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, 's');

let ctx: TestContext;
let dist: string;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'vozimo-page-data-'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, 'index.trip.html'), TRIP_SHELL);
  ctx = await buildTestApp({ webDistDir: dist });
  cast = await insertRoleCast(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

let address = 0;
async function visitor(signedInAs?: string): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.7.0.${++address}` });
  if (signedInAs) await session.signIn(signedInAs);
  return session;
}

const apiPath = (reference: string, token: string) => `/api/public/trip/${reference}?token=${encodeURIComponent(token)}`;
const pagePath = (reference: string, token: string) => `/trip/${reference}?token=${encodeURIComponent(token)}`;

function pageDataOf(html: string): { path: string; body: unknown } | null {
  const match = PAGE_DATA.exec(html);
  return match ? (JSON.parse(match[1]!) as { path: string; body: unknown }) : null;
}

describe('the trip page with its trip inside', () => {
  it("gives a customer's page the API's own answer, in the trip page's shell, kept by no cache", async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id, status: 'pending_payment' });
    const customer = await visitor();
    const page = await customer.request('GET', pagePath(trip.reference, trip.token));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.startsWith(TRIP_SHELL.replace('</div>', ''))).toBe(true);
    const api = await customer.request('GET', apiPath(trip.reference, trip.token));
    expect(pageDataOf(page.body)).toEqual({ path: apiPath(trip.reference, trip.token), body: api.json() });
    // The same headers as every page: the data block needs no exception in the policy.
    const shell = await customer.request('GET', '/login');
    expect(page.headers['content-security-policy']).toBe(shell.headers['content-security-policy']);
  });

  it("answers as the API answers the visitor: staff's page may edit the trip, a customer's may not", async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id, status: 'confirmed' });
    const staff = await visitor(cast.users.staff.username);
    const staffPage = pageDataOf((await staff.request('GET', pagePath(trip.reference, trip.token))).body);
    expect(staffPage?.body).toMatchObject({ can_edit_info: true });
    expect(staffPage?.body).toEqual((await staff.request('GET', apiPath(trip.reference, trip.token))).json());
    const customerPage = pageDataOf((await (await visitor()).request('GET', pagePath(trip.reference, trip.token))).body);
    expect(customerPage?.body).toMatchObject({ can_edit_info: false });
  });

  it('gives nothing without the right token: the plain shell, and the page then shows the API 404', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id, status: 'pending_payment' });
    const anybody = await visitor();
    for (const url of [
      pagePath(trip.reference, 'wrong-token'),
      `/trip/${trip.reference}`,
      pagePath('VZ-NOSUCH', trip.token),
      pagePath('R'.repeat(41), trip.token),
    ]) {
      const page = await anybody.request('GET', url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(SHELL);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("keeps a customer's text from ending the data block early", async () => {
    const notes = '</script><script>alert("x")</script><!--';
    const trip = await insertTrip(ctx.db, {
      agentUserId: cast.users.agent.id,
      agencyId: cast.agency.id,
      status: 'pending_payment',
      info: { notes, airport_pickup: false, flight_number: '', child_seats: false, child_info: '' },
    });
    const page = await (await visitor()).request('GET', pagePath(trip.reference, trip.token));
    expect(page.body).not.toContain('<script>alert');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(pageDataOf(page.body)?.body).toMatchObject({ info: { notes } });
  });

  it('matches the URL as the web app does: any case, a trailing slash', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id, status: 'pending_payment' });
    const page = await (await visitor()).request('GET', `/TRIP/${trip.reference}/?token=${encodeURIComponent(trip.token)}`);
    expect(pageDataOf(page.body)?.body).toMatchObject({ reference: trip.reference });
  });
});
