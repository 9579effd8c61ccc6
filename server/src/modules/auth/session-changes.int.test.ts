import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { openDatabase } from '../../platform/db/open-database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertRoleCast, insertUser } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// Two apps on one database stand in for two server processes: on PostgreSQL each has its own pool
// and its own listening connection; on PGlite they share the one client, as one process would.
// Their actor caches keep a user a minute, so only the notification can explain a change seen sooner.
const CACHE_MS = 60_000;

let handle: DatabaseHandle;
let secondPool: DatabaseHandle | null = null;
let uploadsDir: string;
let first: App;
let second: App;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (handle.connection.kind === 'postgres') secondPool = await openDatabase({ kind: 'postgres', url: handle.connection.url, poolSize: 2 });
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-session-changes-'));
  const appOn = (db: DatabaseHandle) =>
    buildApp({ db: db.db, databaseConnection: db.connection, uploadsDir, actorCacheMs: CACHE_MS, logger: { level: 'error' } });
  first = await appOn(handle);
  second = await appOn(secondPool ?? handle);
  cast = await insertRoleCast(handle.db);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await secondPool?.close();
  await handle.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** The same browser's cookie presented to the other process. */
const askSecond = (browser: HttpSession) =>
  second.inject({ method: 'GET', url: '/api/auth/', cookies: { sessionid: browser.cookie('sessionid')! } });

/** Asks the second process until `done` holds, for at most `withinMs`; answers the last reply. */
async function secondUntil(browser: HttpSession, done: (status: number, body: Record<string, unknown>) => boolean, withinMs = 2_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const reply = await askSecond(browser);
    if (done(reply.statusCode, reply.json()) || Date.now() > until) return reply;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a session change made through one process', () => {
  it('a sign-out is honoured by the other at once, though it had the user cached', async () => {
    const browser = new HttpSession(first, { ip: '10.24.0.1' });
    await browser.signIn(cast.users.agent.username);
    expect((await askSecond(browser)).statusCode).toBe(200);
    expect((await browser.request('DELETE', '/api/auth/')).statusCode).toBe(200);
    expect((await secondUntil(browser, (status) => status === 401)).statusCode).toBe(401);
  });

  it("a staff override's start and end reach the other's cached user", async () => {
    const browser = new HttpSession(first, { ip: '10.24.0.2' });
    await browser.signIn(cast.users.staff.username);
    expect((await askSecond(browser)).json()).toMatchObject({ is_staff: true });
    await browser.request('POST', '/api/auth_override/', { agent_id: cast.users.agent.id });
    expect((await secondUntil(browser, (_s, body) => body['is_agent'] === true)).json()).toMatchObject({ is_agent: true, is_staff: false });
    await browser.request('DELETE', '/api/auth_override/');
    expect((await secondUntil(browser, (_s, body) => body['is_staff'] === true)).json()).toMatchObject({ is_staff: true, is_agent: false });
  });

  it("a deactivated account's sessions stop in the other process too", async () => {
    const user = await insertUser(handle.db, { isAgent: true, agencyId: cast.agency.id, firstName: 'Dora' });
    const browser = new HttpSession(first, { ip: '10.24.0.3' });
    await browser.signIn(user.username);
    expect((await askSecond(browser)).statusCode).toBe(200);
    const staff = new HttpSession(first, { ip: '10.24.0.4' });
    await staff.signIn(cast.users.staff.username);
    expect((await staff.request('POST', `/api/admin/users/${user.id}/set_active/`, { is_active: false })).statusCode).toBe(200);
    expect((await secondUntil(browser, (status) => status === 401)).statusCode).toBe(401);
  });

  it('a change the other did not hear of is still seen there within its cache lifetime only (the cache is really on)', async () => {
    const browser = new HttpSession(first, { ip: '10.24.0.5' });
    await browser.signIn(cast.users.driver.username);
    expect((await askSecond(browser)).json()).toMatchObject({ first_name: 'Luka' });
    await handle.db.update(users).set({ firstName: 'Unannounced' }).where(eq(users.id, cast.users.driver.id));
    expect((await askSecond(browser)).json()).toMatchObject({ first_name: 'Luka' });
  });
});
