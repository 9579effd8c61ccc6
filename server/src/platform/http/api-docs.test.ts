import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// Issue 16, finding 9: /api/docs listed every route, staff ones included, to anyone. In production
// (apiDocs: 'staff') only staff read it; in development it stays open.

describe('/api/docs in production', () => {
  let ctx: TestContext;
  let cast: Awaited<ReturnType<typeof insertRoleCast>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ apiDocs: 'staff' });
    cast = await insertRoleCast(ctx.db);
  });
  afterAll(() => ctx.close());

  it('refuses visitors (401) and every role but staff (403), the document and the page alike', async () => {
    const visitor = new HttpSession(ctx.app, { ip: '10.16.9.1' });
    expect((await visitor.request('GET', '/api/docs/json')).statusCode).toBe(401);
    expect((await visitor.request('GET', '/api/docs')).statusCode).toBe(401);
    for (const who of ['agent', 'agencyAdmin', 'driverAdmin', 'driver'] as const) {
      const session = new HttpSession(ctx.app, { ip: '10.16.9.2' });
      await session.signIn(cast.users[who].username);
      const res = await session.request('GET', '/api/docs/json');
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });

  it('shows staff the whole document', async () => {
    const staff = new HttpSession(ctx.app, { ip: '10.16.9.3' });
    await staff.signIn(cast.users.staff.username);
    const res = await staff.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as { paths: Record<string, unknown> }).paths)).toContain('/api/trips/');
  });
});

describe('/api/docs in development', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await buildTestApp()));
  afterAll(() => ctx.close());

  it('is open to anyone', async () => {
    expect((await new HttpSession(ctx.app).request('GET', '/api/docs/json')).statusCode).toBe(200);
  });
});
