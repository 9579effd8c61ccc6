import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMeters } from './geo.ts';
import { RouteNotFoundError, type LatLng } from './maps.ts';
import { OFFLINE_ROAD_MODEL, createOfflineRoutePlanner, estimateLeg } from './offline-route-planner.ts';

const planner = createOfflineRoutePlanner();

// Town centres as the place search returns them (GeoNames), airports at their terminals.
const AT: Record<string, LatLng> = {
  zagreb: { lat: 45.81444, lng: 15.97798 },
  split: { lat: 43.50891, lng: 16.43915 },
  dubrovnik: { lat: 42.64125, lng: 18.10909 },
  zadar: { lat: 44.11578, lng: 15.22514 },
  rijeka: { lat: 45.32673, lng: 14.44241 },
  pula: { lat: 44.86833, lng: 13.84806 },
  ljubljana: { lat: 46.05108, lng: 14.50513 },
  bled: { lat: 46.36917, lng: 14.11361 },
  piran: { lat: 45.52778, lng: 13.57056 },
  postojna: { lat: 45.77435, lng: 14.21528 },
  plitvice: { lat: 44.8804, lng: 15.616 },
  sibenik: { lat: 43.73429, lng: 15.8942 },
  splitAirport: { lat: 43.5389, lng: 16.298 },
  dubrovnikAirport: { lat: 42.5614, lng: 18.2682 },
  // Coordinates the demo data and Google use for the same towns, a kilometre or two away.
  zagrebSquare: { lat: 45.815, lng: 15.9819 },
  dubrovnikOldTown: { lat: 42.6507, lng: 18.0944 },
};

const km = (meters: number) => meters / 1000;

describe('offline route planner: the curated road distances', () => {
  it.each([
    ['zagreb', 'split', 410, 240],
    ['split', 'dubrovnik', 230, 190],
    ['zagreb', 'ljubljana', 140, 105],
    ['ljubljana', 'bled', 55, 45],
    ['split', 'plitvice', 250, 180],
    ['zagreb', 'plitvice', 130, 120],
    ['zagreb', 'zadar', 285, 180],
    ['split', 'zadar', 160, 110],
    ['ljubljana', 'piran', 125, 95],
    ['zagreb', 'dubrovnik', 600, 370],
    ['splitAirport', 'split', 25, 30],
    ['dubrovnikAirport', 'dubrovnik', 20, 30],
    ['ljubljana', 'postojna', 55, 40],
    ['rijeka', 'zagreb', 160, 110],
    ['pula', 'zagreb', 265, 180],
  ])('%s to %s is about %i km, %i minutes', async (from, to, expectedKm, expectedMinutes) => {
    const route = await planner.route([AT[from]!, AT[to]!]);
    expect(Math.abs(km(route.distanceMeters) - expectedKm) / expectedKm).toBeLessThanOrEqual(0.05);
    expect(Math.abs(route.durationSeconds / 60 - expectedMinutes) / expectedMinutes).toBeLessThanOrEqual(0.1);
  });

  it('gives the same figures in both directions, with the line reversed', async () => {
    const there = await planner.route([AT['zagreb']!, AT['split']!]);
    const back = await planner.route([AT['split']!, AT['zagreb']!]);
    expect(back.distanceMeters).toBe(there.distanceMeters);
    expect(back.durationSeconds).toBe(there.durationSeconds);
    expect(back.polyline).toEqual([...there.polyline].reverse());
  });

  it('matches a town given by slightly different coordinates (another provider, a square)', async () => {
    const route = await planner.route([AT['zagrebSquare']!, AT['dubrovnikOldTown']!]);
    expect(km(route.distanceMeters)).toBe(600);
  });

  it('tells the airport from the city it serves', async () => {
    const fromAirport = await planner.route([AT['splitAirport']!, AT['dubrovnik']!]);
    const fromCity = await planner.route([AT['split']!, AT['dubrovnik']!]);
    expect(km(fromAirport.distanceMeters)).toBe(215);
    expect(km(fromCity.distanceMeters)).toBe(230);
  });

  it('keeps an airport apart from the town 3 km away (Brač Airport and Bol)', async () => {
    const bol = { lat: 43.26194, lng: 16.655 };
    const bracAirport = { lat: 43.2857, lng: 16.6797 };
    expect(km((await planner.route([bracAirport, bol])).distanceMeters)).toBe(14);
    expect(km((await planner.route([bol, bracAirport])).distanceMeters)).toBe(14);
    expect((await planner.route([bol, bol])).distanceMeters).toBe(0);
    // Bol to a village 2 km away is the estimate, not the airport road.
    expect(km((await planner.route([bol, { lat: 43.27, lng: 16.68 }])).distanceMeters)).toBeLessThan(5);
  });

  it('draws Zagreb–Split along the motorway through Lika, not the straight line', async () => {
    const route = await planner.route([AT['zagreb']!, AT['split']!]);
    expect(route.polyline[0]).toEqual([AT['zagreb']!.lat, AT['zagreb']!.lng]);
    expect(route.polyline.at(-1)).toEqual([AT['split']!.lat, AT['split']!.lng]);
    // Gospić lies 60 km west of the straight line; the drawn route passes within a few km.
    const gospic = { lat: 44.546, lng: 15.374 };
    const nearest = Math.min(...route.polyline.map(([lat, lng]) => greatCircleMeters(gospic, { lat, lng })));
    expect(km(nearest)).toBeLessThan(5);
  });
});

describe('offline route planner: the estimate elsewhere', () => {
  it('uses the road factor and the speed model for a pair it does not know', async () => {
    const route = await planner.route([AT['zadar']!, AT['sibenik']!]);
    const crowFlies = greatCircleMeters(AT['zadar']!, AT['sibenik']!);
    expect(route.distanceMeters).toBe(Math.round(crowFlies * OFFLINE_ROAD_MODEL.roadFactor));
    // 10 minutes plus the road distance at 85 km/h.
    expect(route.durationSeconds).toBe(Math.round(600 + (route.distanceMeters / 85_000) * 3600));
    // The real drive is about 85 km, a little over an hour: the estimate is within 15%.
    expect(Math.abs(km(route.distanceMeters) - 85) / 85).toBeLessThan(0.15);
    expect(route.durationSeconds / 60).toBeGreaterThan(60);
    expect(route.durationSeconds / 60).toBeLessThan(90);
    // One drawn point every 10 km or so.
    expect(route.polyline.length).toBeGreaterThanOrEqual(8);
  });

  it('adds up the legs of a route through several waypoints and draws them as one line', async () => {
    const [first, second, whole] = await Promise.all([
      planner.route([AT['zagreb']!, AT['plitvice']!]),
      planner.route([AT['plitvice']!, AT['split']!]),
      planner.route([AT['zagreb']!, AT['plitvice']!, AT['split']!]),
    ]);
    expect(whole.distanceMeters).toBe(first.distanceMeters + second.distanceMeters);
    expect(whole.durationSeconds).toBe(first.durationSeconds + second.durationSeconds);
    expect(whole.polyline).toEqual([...first.polyline, ...second.polyline.slice(1)]);
  });

  it('answers zero for a route that does not move', async () => {
    const route = await planner.route([AT['bled']!, AT['bled']!]);
    expect(route).toEqual({ distanceMeters: 0, durationSeconds: 0, polyline: [[AT['bled']!.lat, AT['bled']!.lng], [AT['bled']!.lat, AT['bled']!.lng]] });
  });

  it('refuses fewer than two waypoints and points that are not coordinates', async () => {
    await expect(planner.route([AT['zagreb']!])).rejects.toThrow(RangeError);
    await expect(planner.route([AT['zagreb']!, { lat: Number.NaN, lng: 15 }])).rejects.toThrow(RangeError);
    await expect(planner.route([AT['zagreb']!, { lat: 91, lng: 15 }])).rejects.toThrow(RangeError);
  });

  it('finds no driving route to a place outside Europe', async () => {
    await expect(planner.route([AT['zagreb']!, { lat: 40.7128, lng: -74.006 }])).rejects.toThrow(RouteNotFoundError);
    await expect(planner.route([{ lat: 0, lng: 0 }, AT['split']!])).rejects.toThrow(RouteNotFoundError);
  });
});

const regionPoint = fc.record({
  lat: fc.double({ min: 41, max: 48, noNaN: true }),
  lng: fc.double({ min: 12, max: 20, noNaN: true }),
});

describe('offline route planner properties', () => {
  it('never drives shorter than the crow flies, and always takes time to move', async () => {
    await fc.assert(
      fc.asyncProperty(regionPoint, regionPoint, async (from, to) => {
        const route = await planner.route([from, to]);
        const crowFlies = greatCircleMeters(from, to);
        expect(route.distanceMeters).toBeGreaterThanOrEqual(Math.floor(crowFlies));
        if (route.distanceMeters > 0) expect(route.durationSeconds).toBeGreaterThan(0);
        expect(route.polyline[0]).toEqual([from.lat, from.lng].map((v) => Math.round(v * 1e6) / 1e6));
      }),
    );
  });

  it('estimates longer legs as longer drives', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 2_000_000, noNaN: true }), fc.double({ min: 1, max: 2_000_000, noNaN: true }), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(estimateLeg(long).distanceMeters).toBeGreaterThanOrEqual(estimateLeg(short).distanceMeters);
        expect(estimateLeg(long).durationSeconds).toBeGreaterThanOrEqual(estimateLeg(short).durationSeconds);
      }),
    );
  });
});
