import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerInFlightRequests } from './in-flight-requests.ts';

/** A server whose one route takes `handlerMs`; a client that asks and hangs up once the handler runs. */
async function serverWithAbandonedRequest(handlerMs: number, drainMs?: number) {
  const app = Fastify({ return503OnClosing: true });
  registerInFlightRequests(app, drainMs);
  let handlerDone = false;
  let handlerStarted!: () => void;
  // Hanging up after a fixed pause raced a busy machine: the request had not reached the handler yet.
  const started = new Promise<void>((resolve) => (handlerStarted = resolve));
  app.get('/slow', async () => {
    handlerStarted();
    await new Promise((resolve) => setTimeout(resolve, handlerMs));
    handlerDone = true;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const request = http.get(`http://127.0.0.1:${port}/slow`);
  request.on('error', () => {});
  await started;
  request.destroy();
  return { app, handlerDone: () => handlerDone };
}

describe('closing the app with a request still running', () => {
  it('waits for the handler whose client went away, so it never runs into a closed database', async () => {
    const { app, handlerDone } = await serverWithAbandonedRequest(300);
    await app.close();
    expect(handlerDone()).toBe(true);
  });

  it('closes anyway once the drain time is over', async () => {
    const { app, handlerDone } = await serverWithAbandonedRequest(1500, 100);
    const started = Date.now();
    await app.close();
    expect(handlerDone()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('closes at once when nothing runs', async () => {
    const app = Fastify();
    registerInFlightRequests(app);
    app.get('/fast', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(200);
  });
});
