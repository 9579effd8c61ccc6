import { describe, expect, it, vi } from 'vitest';
import invalidQuery from './fixtures/osrm-invalid-query.json' with { type: 'json' };
import noRoute from './fixtures/osrm-no-route.json' with { type: 'json' };
import splitAirportToSplit from './fixtures/osrm-route-split-airport-split.json' with { type: 'json' };
import { MapsUnavailableError, RouteNotFoundError } from './maps.ts';
import { createOsrmRoutePlanner } from './osrm-route-planner.ts';

const SPLIT_AIRPORT = { lat: 43.538912, lng: 16.297971 };
const SPLIT = { lat: 43.508911, lng: 16.439152 };

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

/** A server that never answers, but gives up when the caller's signal aborts, as fetch does. */
function hanging() {
  return vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );
}

describe('OSRM route planner', () => {
  it('asks the route service for a driving route with the full GeoJSON geometry, longitude first', async () => {
    const fetchStub = answering(200, splitAirportToSplit);
    await createOsrmRoutePlanner('http://osrm.test:5000/', fetchStub).route([SPLIT_AIRPORT, SPLIT]);
    expect(fetchStub).toHaveBeenCalledOnce();
    expect(fetchStub.mock.calls[0]![0]).toBe(
      'http://osrm.test:5000/route/v1/driving/16.297971,43.538912;16.439152,43.508911?overview=full&geometries=geojson',
    );
  });

  it('reads distance, duration and the line (as [lat, lng]) from a recorded answer', async () => {
    const route = await createOsrmRoutePlanner('http://osrm.test', answering(200, splitAirportToSplit)).route([SPLIT_AIRPORT, SPLIT]);
    expect(route.distanceMeters).toBe(24873);
    expect(route.durationSeconds).toBe(1843);
    expect(route.polyline).toHaveLength(19);
    expect(route.polyline[0]).toEqual([43.538912, 16.297971]);
    expect(route.polyline.at(-1)).toEqual([43.508911, 16.439152]);
  });

  it('passes every waypoint of a multi-stop route in order', async () => {
    const fetchStub = answering(200, splitAirportToSplit);
    const trogir = { lat: 43.5125, lng: 16.25167 };
    await createOsrmRoutePlanner('http://osrm.test', fetchStub).route([trogir, SPLIT_AIRPORT, SPLIT]);
    expect(String(fetchStub.mock.calls[0]![0])).toContain('/driving/16.25167,43.5125;16.297971,43.538912;16.439152,43.508911?');
  });

  it('reports "no route" when OSRM finds no road between the places', async () => {
    const planner = createOsrmRoutePlanner('http://osrm.test', answering(400, noRoute));
    await expect(planner.route([SPLIT, { lat: 40.71, lng: -74 }])).rejects.toThrow(RouteNotFoundError);
  });

  it.each([
    ['an error code', 400, invalidQuery],
    ['a server error', 502, { code: 'Error' }],
    ['a body that is not an OSRM answer', 200, { hello: 'world' }],
    ['Ok without routes', 200, { code: 'Ok', routes: [] }],
  ])('reports the maps service unavailable on %s', async (_case, status, body) => {
    const planner = createOsrmRoutePlanner('http://osrm.test', answering(status, body));
    await expect(planner.route([SPLIT_AIRPORT, SPLIT])).rejects.toThrow(MapsUnavailableError);
  });

  it('reports the maps service unavailable when the server cannot be reached', async () => {
    const refused = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    await expect(createOsrmRoutePlanner('http://osrm.test', refused).route([SPLIT_AIRPORT, SPLIT])).rejects.toThrow(MapsUnavailableError);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const planner = createOsrmRoutePlanner('http://osrm.test', hanging(), { timeoutMs: 50 });
    await expect(planner.route([SPLIT_AIRPORT, SPLIT])).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses bad waypoints before calling the server', async () => {
    const fetchStub = answering(200, splitAirportToSplit);
    const planner = createOsrmRoutePlanner('http://osrm.test', fetchStub);
    await expect(planner.route([SPLIT])).rejects.toThrow(RangeError);
    await expect(planner.route([SPLIT, { lat: 200, lng: 0 }])).rejects.toThrow(RangeError);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
