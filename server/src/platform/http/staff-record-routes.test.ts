import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './response-serializer.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NO_ROLES, type Actor } from '../permissions/actor.ts';
import { staffRecordRoutes } from './staff-record-routes.ts';

// The back office's one way to declare a record's staff routes: each write names the audit line its
// service leaves, and the routes parse, call and answer the same way for every section.

const staff = { ...NO_ROLES, userId: 1, realUserId: 1, realIsStaff: true, sessionId: 1, firstName: 'S', lastName: 'T', isStaff: true } as Actor;
const thing = z.object({ id: z.number(), name: z.string(), is_active: z.boolean() });

async function appWith(options: { retires?: boolean; signedIn?: boolean } = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = options.signedIn === false ? null : staff;
  });
  const routes: Pick<RouteOptions, 'method' | 'url' | 'config'>[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push({ method: route.method, url: route.url, config: route.config });
  });
  const calls: unknown[][] = [];
  const answer = (id: number, name = 'Thing', is_active = true) => ({ id, name, is_active });
  staffRecordRoutes(app, {
    path: '/api/admin/things/',
    idParam: 'thingId',
    params: z.object({ thingId: z.coerce.number().int().positive() }),
    record: thing,
    tags: ['things'],
    audit: 'area.thing',
    list: {
      summary: 'Things',
      query: z.object({ search: z.string().default('') }),
      answer: z.object({ count: z.number(), items: z.array(thing) }),
      errors: [401, 403, 422],
      handle: async (actor, query) => (calls.push(['list', actor.userId, query.search]), { count: 1, items: [answer(1)] }),
    },
    get: { summary: 'One thing', errors: [401, 404], handle: async (_actor, { thingId }) => (calls.push(['get', thingId]), answer(thingId)) },
    create: {
      summary: 'Add a thing',
      body: z.object({ name: z.string().min(1) }),
      errors: [401, 422],
      handle: async (_actor, body) => (calls.push(['create', body.name]), answer(7, body.name)),
    },
    update: {
      summary: 'Rename a thing',
      body: z.object({ name: z.string().min(1) }),
      errors: [401, 404, 422],
      alsoAudits: ['pricing.tariff.update'],
      handle: async (_actor, { thingId }, body) => (calls.push(['update', thingId, body.name]), answer(thingId, body.name)),
    },
    setActive: {
      summary: 'Retire or bring back a thing',
      body: z.object({ is_active: z.boolean() }),
      ...(options.retires ? { retires: true } : {}),
      errors: [401, 404, 422],
      handle: async (_actor, { thingId }, isActive) => (calls.push(['setActive', thingId, isActive]), answer(thingId, 'Thing', isActive)),
    },
  });
  await app.ready();
  return { app, routes, calls };
}

describe('staffRecordRoutes', () => {
  it('declares list, one, create, update and set_active, each write naming the audit line it leaves', async () => {
    const { routes } = await appWith();
    expect(routes.map((route) => [route.method, route.url, route.config?.audit ?? null])).toEqual([
      ['GET', '/api/admin/things/', null],
      ['GET', '/api/admin/things/:thingId/', null],
      ['POST', '/api/admin/things/', ['area.thing.create']],
      ['POST', '/api/admin/things/:thingId/', ['area.thing.update', 'pricing.tariff.update']],
      ['POST', '/api/admin/things/:thingId/set_active/', ['area.thing.activate', 'area.thing.deactivate']],
    ]);
  });

  it('names retire and reactivate for a section that retires its records', async () => {
    const { routes } = await appWith({ retires: true });
    expect(routes.find((route) => route.url.endsWith('set_active/'))?.config?.audit).toEqual(['area.thing.reactivate', 'area.thing.retire']);
  });

  it('parses the input, calls the handler with the actor, and answers 201 for a create, 200 otherwise', async () => {
    const { app, calls } = await appWith();
    const list = await app.inject({ method: 'GET', url: '/api/admin/things/?search=abc' });
    expect([list.statusCode, list.json()]).toEqual([200, { count: 1, items: [{ id: 1, name: 'Thing', is_active: true }] }]);
    const created = await app.inject({ method: 'POST', url: '/api/admin/things/', payload: { name: 'New' } });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 7, name: 'New', is_active: true }]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/things/3/' })).json()).toEqual({ id: 3, name: 'Thing', is_active: true });
    expect((await app.inject({ method: 'POST', url: '/api/admin/things/4/', payload: { name: 'Renamed' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/admin/things/5/set_active/', payload: { is_active: false } })).json()).toMatchObject({ is_active: false });
    expect(calls).toEqual([
      ['list', 1, 'abc'],
      ['create', 'New'],
      ['get', 3],
      ['update', 4, 'Renamed'],
      ['setActive', 5, false],
    ]);
  });

  it('refuses a bad body before the handler, and a signed-out caller', async () => {
    const { app, calls } = await appWith();
    expect((await app.inject({ method: 'POST', url: '/api/admin/things/', payload: { name: '' } })).statusCode).toBe(400);
    expect(calls).toEqual([]);
    const signedOut = await appWith({ signedIn: false });
    expect((await signedOut.app.inject({ method: 'GET', url: '/api/admin/things/' })).statusCode).toBe(401);
  });
});
