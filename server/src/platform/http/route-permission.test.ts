import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutePermissions } from './route-permission.ts';

// Deny by default at build time: a signed-in API route must say who may call it, or the app does not start.

async function appWith(route: { url: string; config?: { public?: boolean; permission?: 'trips.list' } }) {
  const app = Fastify();
  registerRoutePermissions(app);
  app.get(route.url, { config: route.config ?? {} }, async () => ({}));
  await app.ready();
  return app;
}

describe('route permissions', () => {
  it('refuses to start with a signed-in API route that names no permission', async () => {
    await expect(appWith({ url: '/api/forgotten/' })).rejects.toThrow('GET /api/forgotten/ names no permission');
  });

  it.each([
    ['a route naming its permission', { url: '/api/trips-like/', config: { permission: 'trips.list' as const } }],
    ['a public route', { url: '/api/open/', config: { public: true } }],
    ['a back-office route (staff only by its prefix)', { url: '/api/admin/anything/' }],
    ['a page outside the API', { url: '/app/trips' }],
  ])('starts with %s', async (_what, route) => {
    await expect(appWith(route)).resolves.toBeDefined();
  });
});
