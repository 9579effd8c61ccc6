import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MapsUnavailableError, RouteNotFoundError } from '../maps/maps.ts';
import { registerErrorHandler } from './error-handler.ts';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', () => Promise.reject(error));
  await app.ready();
  return app;
}

describe('error handler: maps failures', () => {
  it('answers 503 with a clear message when the maps service is down, never its internals', async () => {
    const app = await appThrowing(new MapsUnavailableError('OSRM answered 502 Error: upstream at 10.0.0.7'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'The maps service is not available right now. Please try again in a minute.' });
    await app.close();
  });

  it('answers 422 when no road joins the places', async () => {
    const app = await appThrowing(new RouteNotFoundError('No driving route joins these places.'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body'], msg: 'No driving route joins these places.', type: 'value_error' }] });
    await app.close();
  });
});
