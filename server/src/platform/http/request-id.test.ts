import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { loggerOptions } from '../log-options.ts';

// Issue 18, "Seeing it run": every answer names its request, and the request's log lines carry the
// same id (ADR 0024).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let direct: TestContext;
let behindProxy: TestContext;
const lines: { reqId?: string; msg?: string; res?: { statusCode?: number } }[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  direct = await buildTestApp({ logger: loggerOptions('info', { stream }) });
  behindProxy = await buildTestApp({ trustProxy: true });
});
afterAll(async () => {
  await direct.close();
  await behindProxy.close();
});

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('X-Request-Id on every answer', () => {
  it('a success answer names its request, and its log lines carry the same id', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/health/live/' });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('error answers name their request and keep the {"detail": …} body', async () => {
    const answers = await Promise.all([
      direct.app.inject({ method: 'GET', url: '/api/trips/' }),
      direct.app.inject({ method: 'GET', url: '/api/no-such-endpoint/' }),
      direct.app.inject({ method: 'POST', url: '/api/auth/', payload: {} }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([401, 404, 403]);
    for (const res of answers) {
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(Object.keys(res.json<object>())).toEqual(['detail']);
    }
    expect(new Set(answers.map((res) => res.headers['x-request-id'])).size).toBe(3);
  });

  it("the router's own refusals (a broken percent-encoding) name their request too", async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/trip/%ff' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("a service's log line inside a request carries the request's id (a refused webhook)", async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: '{"type":"payment_intent.succeeded"}',
    });
    expect(res.statusCode).toBe(400);
    const id = String(res.headers['x-request-id']);
    expect(linesOf(id).map((line) => line.msg)).toContain('webhook refused: invalid signature');
  });
});

describe('an incoming X-Request-Id', () => {
  it('is kept behind a trusted proxy when it looks safe', async () => {
    for (const incoming of ['4f1c2a9e8b7d6c5e4f3a2b1c0d9e8f7a', 'lb-01.req_42', 'a'.repeat(128)]) {
      const res = await behindProxy.app.inject({ method: 'GET', url: '/api/no-such-endpoint/', headers: { 'x-request-id': incoming } });
      expect(res.headers['x-request-id']).toBe(incoming);
    }
  });

  it('is replaced by a fresh id when it does not look safe', async () => {
    for (const incoming of ['a'.repeat(129), 'two words', '"quoted"', 'id;drop', '../etc/passwd%00', 'ünïcode']) {
      const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health/live/', headers: { 'x-request-id': incoming } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is replaced without a trusted proxy: a caller does not name its own requests in our logs', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/health/live/', headers: { 'x-request-id': 'chosen-by-the-caller' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
