import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';

// Liveness and readiness (ADR 0024): /api/health/ is readiness, /api/health/live/ liveness.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ jobs: true });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('health', () => {
  it('is ready and alive while the database answers and the job queue runs', async () => {
    const [ready, live] = await Promise.all([get('/api/health/'), get('/api/health/live/')]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('stops being ready, but stays alive, once the job queue stops', async () => {
    await ctx.jobs!.stop();
    const [ready, live] = await Promise.all([get('/api/health/'), get('/api/health/live/')]);
    expect([ready.statusCode, ready.json()]).toEqual([503, { detail: 'Not ready: the job queue is not running.' }]);
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });
});
