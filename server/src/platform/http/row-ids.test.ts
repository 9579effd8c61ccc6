import { MAX_ROW_ID, ROW_ID_MESSAGE } from '@vozimo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import type { RoleName } from '../../../test/factories.ts';
import type { HttpSession } from '../../../test/http-session.ts';
import { roleReachingSchemas, ROLES_REACHING_SCHEMAS } from '../../../test/route-callers.ts';
import { fieldsOf, idFieldPaths, pathWithValidParams } from '../../../test/route-schemas.ts';
import type { RegisteredRoute } from './route-registry.ts';

/**
 * Issue 28, point 6: an id out of range answered 500 (POST /api/admin/vehicle_types/2147483648/
 * reached the database). Every id a route takes, in its path, query or JSON body, is checked by the
 * contract's one id schema: a whole number from 1 to 2^31-1, written in decimal digits where it is
 * text. Each route of the registry gets ids that are too large, negative, zero, fractional, hex or
 * scientific, and answers 422 at that id; the largest valid id answers in a documented shape, never 500.
 */

/** Ids as text (path and query), as a client could write them. */
const BAD_TEXT_IDS = ['2147483648', '9223372036854775808', '1e999', '-1', '0x10', '0', '1.5', ' 1', '1e3', '00000000001'];
/** Ids as JSON (body), written as raw JSON text. */
const BAD_JSON_IDS = ['2147483648', '9223372036854775808', '1e999', '-1', '"0x10"', '0', '1.5', '"1"'];

const ID_PARAM = /^(id|.+Id|.+_id)$/;
/** Query fields that take a row id: filters by agency, company, category, person or subject. */
const ID_QUERY_FIELD = /^(id|.+_id|agency|company|category|actor)$/;

const setup = useAppWithCast();
const browsers = new Map<RoleName, HttpSession>();
beforeAll(async () => {
  for (const role of ROLES_REACHING_SCHEMAS) browsers.set(role, await setup.signedIn(role));
});
const routes = () => setup.app.apiRoutes;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends as a role the route lets past its role checks, so the ids reach its schemas. */
function send(route: RegisteredRoute, url: string, jsonBody?: string) {
  const body = jsonBody ?? (route.method === 'GET' ? undefined : '{}');
  const browser = browsers.get(roleReachingSchemas(route))!;
  return browser.request(route.method as Method, url, body, body === undefined ? {} : { headers: { 'content-type': 'application/json' } });
}

/** A 422 with an issue at `loc` (or inside it), in the guide's shape. */
function expectRefusedAt(response: { statusCode: number; body: string }, loc: (string | number)[], what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(422);
  const detail = (JSON.parse(response.body) as { detail: { loc: (string | number)[]; msg: string; type: string }[] }).detail;
  const atId = detail.filter((issue) => loc.every((part, i) => issue.loc[i] === part));
  expect(atId.length, `${what}: no issue at ${loc.join('.')} in ${response.body.slice(0, 300)}`).toBeGreaterThan(0);
  for (const issue of atId) expect(issue).toEqual({ loc: issue.loc, msg: expect.any(String), type: 'value_error' });
}

/** Any documented answer but a 500: 422 with a list, anything else `{"detail": "…"}`. */
function expectDocumentedAnswer(response: { statusCode: number; body: string }, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const detail: unknown = (JSON.parse(response.body) as { detail?: unknown }).detail;
  expect(response.statusCode === 422 ? Array.isArray(detail) : typeof detail === 'string', what).toBe(true);
}

const idParamsOf = (route: RegisteredRoute) => [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!).filter((name) => ID_PARAM.test(name));

describe('ids in the path', () => {
  it('finds the id parameters of the registry (the walk below is not empty)', () => {
    expect(routes().filter((route) => idParamsOf(route).length > 0).length).toBeGreaterThan(40);
  });

  it('refuses every id out of range or not in decimal digits with 422 at that parameter, on every route', async () => {
    for (const route of routes()) {
      for (const name of idParamsOf(route)) {
        for (const bad of BAD_TEXT_IDS) {
          const url = pathWithValidParams(route, { [name]: bad });
          expectRefusedAt(await send(route, url), ['params', name], `${route.method} ${url}`);
        }
      }
    }
  });

  it(`answers the largest id, ${MAX_ROW_ID}, in a documented shape (mostly 404), never 500`, async () => {
    for (const route of routes()) {
      const names = idParamsOf(route);
      if (names.length === 0) continue;
      const url = pathWithValidParams(route, Object.fromEntries(names.map((name) => [name, String(MAX_ROW_ID)])));
      expectDocumentedAnswer(await send(route, url), `${route.method} ${url}`);
    }
  });

  it('says what an id must be', async () => {
    const response = await browsers.get('staff')!.request('POST', '/api/admin/vehicle_types/2147483648/', {});
    expect(response.json()).toEqual({ detail: [{ loc: ['params', 'vehicleTypeId'], msg: ROW_ID_MESSAGE, type: 'value_error' }] });
  });
});

describe('ids in the query', () => {
  const idQueryFieldsOf = (route: RegisteredRoute) => Object.keys(fieldsOf(route.schema.querystring)).filter((name) => ID_QUERY_FIELD.test(name));

  it('refuses every id out of range or not in decimal digits with 422 at that field', async () => {
    let checked = 0;
    for (const route of routes()) {
      for (const name of idQueryFieldsOf(route)) {
        for (const bad of BAD_TEXT_IDS) {
          const url = `${pathWithValidParams(route)}?${name}=${encodeURIComponent(bad)}`;
          expectRefusedAt(await send(route, url), ['querystring', name], `${route.method} ${url}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('page offsets in the query', () => {
  it('refuses an offset beyond the id range with 422 (it would fail in the database as a 500)', async () => {
    const paged = routes().filter((route) => 'offset' in fieldsOf(route.schema.querystring));
    expect(paged.length).toBeGreaterThan(5);
    for (const route of paged) {
      for (const bad of ['2147483648', '100000000000000000000', '1e999', '-1']) {
        const url = `${pathWithValidParams(route)}?offset=${bad}`;
        expectRefusedAt(await send(route, url), ['querystring', 'offset'], `${route.method} ${url}`);
      }
    }
  });
});

describe('ids in a JSON body', () => {
  /** A body holding only `raw` (JSON text) at `path`; the other fields are missing, and reported beside it. */
  function bodyWith(path: (string | number)[], raw: string): string {
    const root: Record<string, unknown> = {};
    let holder: Record<string | number, unknown> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      holder[part] = last ? '__ID__' : typeof path[i + 1] === 'number' ? [] : {};
      holder = holder[part] as Record<string | number, unknown>;
    });
    return JSON.stringify(root).replace('"__ID__"', raw);
  }

  it('refuses every id out of range, fractional or not a number with 422 at that id, on every route', async () => {
    let checked = 0;
    for (const route of routes()) {
      for (const path of idFieldPaths(route.schema.body)) {
        for (const bad of BAD_JSON_IDS) {
          const body = bodyWith(path, bad);
          expectRefusedAt(await send(route, pathWithValidParams(route), body), ['body', ...path], `${route.method} ${route.url} ${body}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10 * BAD_JSON_IDS.length);
  });
});
