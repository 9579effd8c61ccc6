import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMeters, polylineLengthMeters } from '../../../platform/maps/geo.ts';
import type { Coordinate } from '../../../platform/maps/maps.ts';
import { corridorMetersForRoute, findPoisAlongRoute } from './find-pois-along-route.ts';

// Zagreb → Karlovac → Slunj → Plitvice, roughly along the D1.
const ZAGREB_PLITVICE: Coordinate[] = [
  [45.8144, 15.978],
  [45.47, 15.52],
  [45.12, 15.58],
  [44.8804, 15.616],
];

const SIGHTS = {
  zagrebUpperTown: { id: 1, lat: 45.8163, lng: 15.9737 },
  rastoke: { id: 2, lat: 45.1199, lng: 15.5834 },
  plitvice: { id: 3, lat: 44.8654, lng: 15.582 },
  samobor: { id: 4, lat: 45.8011, lng: 15.7108 },
  bled: { id: 5, lat: 46.3636, lng: 14.0938 },
  split: { id: 6, lat: 43.5083, lng: 16.44 },
};

describe('findPoisAlongRoute', () => {
  it('returns the sights within the corridor, in the order the route passes them', () => {
    const pois = [SIGHTS.plitvice, SIGHTS.bled, SIGHTS.rastoke, SIGHTS.split, SIGHTS.zagrebUpperTown, SIGHTS.samobor];
    const found = findPoisAlongRoute(ZAGREB_PLITVICE, pois, 25_000);
    expect(found.map((p) => p.id)).toEqual([1, 4, 2, 3]);
  });

  it.each([
    // [sight, km off the route, km along it], worked out on the map: Samobor lies beside the first
    // leg (52 km long, heading south-west at ~47°), Rastoke at the Slunj vertex (52 + 39 km),
    // Plitvice past the end of the line (118 km), 3 km from it.
    ['zagrebUpperTown', 0.4, 0],
    ['samobor', 14.3, 15.3],
    ['rastoke', 0.3, 91.5],
    ['plitvice', 3.2, 118.3],
  ] as const)('%s lies %f km off the route at %f km', (name, offKm, alongKm) => {
    const [found] = findPoisAlongRoute(ZAGREB_PLITVICE, [SIGHTS[name]], 25_000);
    expect(found).toBeDefined();
    expect(Math.abs(found!.distanceFromRouteMeters / 1000 - offKm)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(found!.distanceAlongRouteMeters / 1000 - alongKm)).toBeLessThanOrEqual(0.5);
  });

  it('leaves out a sight just beyond the corridor and takes it just inside', () => {
    const [samobor] = findPoisAlongRoute(ZAGREB_PLITVICE, [SIGHTS.samobor], 50_000);
    const off = samobor!.distanceFromRouteMeters;
    expect(findPoisAlongRoute(ZAGREB_PLITVICE, [SIGHTS.samobor], off - 10)).toEqual([]);
    expect(findPoisAlongRoute(ZAGREB_PLITVICE, [SIGHTS.samobor], off + 10)).toHaveLength(1);
  });

  it('measures a route of one point (a trip that does not move) from that point', () => {
    expect(findPoisAlongRoute([[45.8144, 15.978]], [SIGHTS.zagrebUpperTown], 10_000)).toEqual([
      { id: 1, distanceFromRouteMeters: expect.any(Number) as number, distanceAlongRouteMeters: 0 },
    ]);
  });

  it('finds nothing on an empty route or with a negative corridor', () => {
    expect(findPoisAlongRoute([], [SIGHTS.rastoke], 25_000)).toEqual([]);
    expect(findPoisAlongRoute(ZAGREB_PLITVICE, [SIGHTS.rastoke], -1)).toEqual([]);
  });

  it('places a sight the route passes twice (there and back) at its first pass', () => {
    const thereAndBack: Coordinate[] = [...ZAGREB_PLITVICE, ...[...ZAGREB_PLITVICE].reverse().slice(1)];
    const [rastoke] = findPoisAlongRoute(thereAndBack, [SIGHTS.rastoke], 25_000);
    expect(rastoke!.distanceAlongRouteMeters).toBeLessThan(polylineLengthMeters(ZAGREB_PLITVICE));
  });
});

describe('corridorMetersForRoute', () => {
  it.each([
    [0, 10_000],
    [25_000, 10_000],
    [55_000, 13_750],
    [85_000, 21_250],
    [120_000, 30_000],
    [410_000, 30_000],
  ])('a %i m route has a %i m corridor', (length, corridor) => {
    expect(corridorMetersForRoute(length)).toBeCloseTo(corridor, 6);
  });
});

// Routes and sights inside Croatia and Slovenia's latitudes, where the flat projection is used.
const coordinate = fc.tuple(
  fc.double({ min: 42, max: 47, noNaN: true }),
  fc.double({ min: 13, max: 19.5, noNaN: true }),
) as fc.Arbitrary<Coordinate>;
const polyline = fc.array(coordinate, { minLength: 1, maxLength: 12 });
const pois = fc.array(
  coordinate.map(([lat, lng]) => ({ lat, lng })),
  { maxLength: 25 },
).map((list) => list.map((p, index) => ({ id: index + 1, ...p })));
const corridor = fc.integer({ min: 0, max: 60_000 });

describe('findPoisAlongRoute properties', () => {
  it('keeps every result within the corridor, once, along the route, and sorted', () => {
    fc.assert(
      fc.property(polyline, pois, corridor, (line, sights, corridorMeters) => {
        const found = findPoisAlongRoute(line, sights, corridorMeters);
        const length = polylineLengthMeters(line);
        expect(new Set(found.map((f) => f.id)).size).toBe(found.length);
        for (const f of found) {
          expect(f.distanceFromRouteMeters).toBeLessThanOrEqual(corridorMeters);
          expect(f.distanceFromRouteMeters).toBeGreaterThanOrEqual(0);
          expect(f.distanceAlongRouteMeters).toBeGreaterThanOrEqual(0);
          expect(f.distanceAlongRouteMeters).toBeLessThanOrEqual(Math.round(length));
        }
        for (let i = 1; i < found.length; i++) {
          expect(found[i]!.distanceAlongRouteMeters).toBeGreaterThanOrEqual(found[i - 1]!.distanceAlongRouteMeters);
        }
      }),
    );
  });

  it('never finds a sight farther from every point of the route than the corridor, nor misses one at a vertex', () => {
    fc.assert(
      fc.property(polyline, pois, corridor, (line, sights, corridorMeters) => {
        const foundIds = new Set(findPoisAlongRoute(line, sights, corridorMeters).map((f) => f.id));
        for (const sight of sights) {
          const nearestVertex = Math.min(...line.map(([lat, lng]) => greatCircleMeters(sight, { lat, lng })));
          // A sight within the corridor of a vertex is within the corridor of the line.
          if (nearestVertex <= corridorMeters) expect(foundIds.has(sight.id)).toBe(true);
        }
      }),
    );
  });

  it('puts a sight lying on the line at distance ~0, at its place along the route', () => {
    fc.assert(
      fc.property(
        fc.array(coordinate, { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (line, segmentSeed, t) => {
          const index = 1 + (segmentSeed % (line.length - 1));
          const [aLat, aLng] = line[index - 1]!;
          const [bLat, bLng] = line[index]!;
          const onLine = { id: 1, lat: aLat + (bLat - aLat) * t, lng: aLng + (bLng - aLng) * t };
          const [found] = findPoisAlongRoute(line, [onLine], 1_000);
          expect(found).toBeDefined();
          expect(found!.distanceFromRouteMeters).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('finds more, never fewer, sights as the corridor widens', () => {
    fc.assert(
      fc.property(polyline, pois, corridor, corridor, (line, sights, c1, c2) => {
        const [narrow, wide] = c1 <= c2 ? [c1, c2] : [c2, c1];
        const narrowIds = findPoisAlongRoute(line, sights, narrow).map((f) => f.id);
        const wideIds = new Set(findPoisAlongRoute(line, sights, wide).map((f) => f.id));
        for (const id of narrowIds) expect(wideIds.has(id)).toBe(true);
      }),
    );
  });
});
