import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

let ctx: TestContext;
let staff: HttpSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  const cast = await insertRoleCast(ctx.db);
  staff = new HttpSession(ctx.app, { ip: '10.50.0.1' });
  await staff.signIn(cast.users.staff.username);
});
afterAll(() => ctx.close());

// Any JSON a client might send: the answer is a documented 4xx, never a 500.
const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.record({ username: fc.jsonValue(), password: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record({ agent_id: fc.jsonValue(), driver_id: fc.jsonValue() }, { requiredKeys: [] }),
);

describe('bad input never causes a 500', () => {
  it('POST /api/auth/', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const browser = new HttpSession(ctx.app, { ip: `10.51.${Math.floor(n / 250)}.${n++ % 250}` });
        const res = await browser.request('POST', '/api/auth/', JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
        expect([400, 422, 429]).toContain(res.statusCode);
        expect(typeof res.json().detail === 'string' || Array.isArray(res.json().detail)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/auth_override/', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const res = await staff.request('POST', '/api/auth_override/', JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
        expect([200, 400, 404, 422]).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
    await staff.request('DELETE', '/api/auth_override/');
  });

  it('answers a plain-text body as an invalid body (422)', async () => {
    const res = await new HttpSession(ctx.app, { ip: '10.52.0.1' }).request('POST', '/api/auth/', 'username=a', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body'], type: 'value_error' });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const res = await new HttpSession(ctx.app, { ip: '10.52.0.2' }).request('POST', '/api/auth/', 'username=a&password=b', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().detail).toBe('string');
  });
});
