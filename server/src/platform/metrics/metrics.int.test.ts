import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';

// Prometheus metrics behind METRICS_TOKEN (ADR 0024).

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const QUEUE = 'metrics-probe';

let off: TestContext;
let on: TestContext;

beforeAll(async () => {
  off = await buildTestApp();
  on = await buildTestApp({ metricsToken: TOKEN, jobs: true });
});
afterAll(async () => {
  await off.close();
  await on.close();
});

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('metrics off (no METRICS_TOKEN)', () => {
  it('GET /metrics is a 404 like any unknown address, whatever the token', async () => {
    for (const res of [await scrape(off), await scrape(off, `Bearer ${TOKEN}`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No endpoint GET /metrics.' });
    }
  });
});

describe('metrics on', () => {
  it('refuses a scrape without the token or with another one: 401 with a detail', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(on, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ detail: 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.' });
    }
  });

  it('counts requests by route pattern, never by the address asked for', async () => {
    await on.app.inject({ method: 'GET', url: '/api/health/live/' });
    await on.app.inject({ method: 'GET', url: '/api/public/trip/VZ-METRICS1?token=secret-in-the-address' });
    await on.app.inject({ method: 'GET', url: '/api/no-such-endpoint/' });

    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health\/live\/",status_class="2xx"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/public\/trip\/:reference",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live\/",status_class="2xx"\} 1$/m);
    expect(text).not.toContain('VZ-METRICS1');
    expect(text).not.toContain('secret-in-the-address');
    // Node's process metrics come with them.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("reports each queue's waiting and running jobs, read when scraped", async () => {
    const boss = on.jobs!.boss;
    await boss.createQueue(QUEUE);
    await boss.send(QUEUE, { n: 1 });
    await boss.send(QUEUE, { n: 2 });
    await boss.fetch(QUEUE);

    const text = (await scrape(on, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(new RegExp(`^job_queue_jobs\\{queue="${QUEUE}",state="queued"\\} 1$`, 'm'));
    expect(text).toMatch(new RegExp(`^job_queue_jobs\\{queue="${QUEUE}",state="active"\\} 1$`, 'm'));
  });

  it('is no part of the API: not in the OpenAPI document', async () => {
    const openApi = await on.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(openApi.json<{ paths: Record<string, unknown> }>().paths)).not.toContain('/metrics');
  });
});
