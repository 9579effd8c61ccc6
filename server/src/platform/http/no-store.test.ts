import { describe, expect, it } from 'vitest';
import type { DriverListItem } from '@vozimo/contract';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { DRIVER_FIELDS, driverOf, postForm, testImage, textParts } from '../../../test/fleet-forms.ts';
import { HttpSession } from '../../../test/http-session.ts';

// Issue 28, point 7: signed-in API answers carried no Cache-Control, so a browser or a proxy could
// keep a user's trips, customers and documents after the user signed out.

const setup = useAppWithCast();

describe('signed-in API answers are never stored by a cache', () => {
  it.each([
    ['a list', 'GET', '/api/trips/', undefined, 200],
    ['the current user', 'GET', '/api/auth/', undefined, 200],
    ['a public route called signed in', 'GET', '/api/places/?q=split', undefined, 200],
    ['a refusal', 'GET', '/api/outbox/', undefined, 403],
    ['a validation error', 'POST', '/api/account/', { first_name: 'No e-mail' }, 422],
    ['an unknown API path', 'GET', '/api/no_such_route/', undefined, 404],
  ] as const)('%s', async (_what, method, url, body, status) => {
    const res = await (await setup.signedIn('agent')).request(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("a file a route would let the browser keep for a day: a driver's photo", async () => {
    const created = await postForm(await setup.signedIn('driverAdmin'), '/api/create_driver/', [
      ...textParts({ ...DRIVER_FIELDS, driver_name: 'Iva Ivić' }),
      { name: 'driver_photo', filename: 'iva.png', contentType: 'image/png', data: await testImage('png') },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const driver: DriverListItem = driverOf(created);
    const res = await (await setup.signedIn('driver')).request('GET', driver.driver_photo!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a session cookie that no longer signs anybody in: its 401 is not kept either', async () => {
    const res = await setup.app.inject({ method: 'GET', url: '/api/trips/', headers: { cookie: 'sessionid=expired-or-forged' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers to visitors without a session keep their own caching', async () => {
    const res = await new HttpSession(setup.app).request('GET', '/api/places/?q=split');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
