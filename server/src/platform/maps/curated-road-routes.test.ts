import { describe, expect, it } from 'vitest';
import { COVERED_COUNTRIES } from './countries.ts';
import { CURATED_PLACES } from './curated-places.ts';
import { CURATED_ROAD_ROUTES } from './curated-road-routes.ts';
import { readGazetteerTowns } from './gazetteer.ts';
import { greatCircleMeters, polylineLengthMeters } from './geo.ts';

const towns = readGazetteerTowns(new Set(Object.keys(COVERED_COUNTRIES)));
const ends = CURATED_ROAD_ROUTES.flatMap((r) => [r.from, r.to]);

describe('the curated road routes', () => {
  it('start and end where the place search puts the town or airport, so a pick matches them', () => {
    for (const end of ends) {
      const curated = CURATED_PLACES.find((p) => p.formatted_address.startsWith(end.name) || p.locality === end.name);
      const sameName = towns.filter((t) => t.name === end.name);
      const nearest = Math.min(
        ...[...sameName, ...(curated ? [curated] : [])].map((p) => greatCircleMeters(end, p)),
      );
      expect(nearest, end.name).toBeLessThan(100);
    }
  });

  it('are real road figures: longer than the crow flies, at most about twice it, driven at 30 (through town) to 110 km/h', () => {
    for (const route of CURATED_ROAD_ROUTES) {
      const name = `${route.from.name} – ${route.to.name}`;
      const crowFliesKm = greatCircleMeters(route.from, route.to) / 1000;
      expect(route.km, name).toBeGreaterThan(crowFliesKm);
      // Short hill roads may wind a lot (Brač Airport down to Bol: 3 km apart, 14 km by road).
      expect(route.km / crowFliesKm, name).toBeLessThan(route.km < 20 ? 5 : 2.2);
      const kmh = route.km / (route.minutes / 60);
      expect(kmh, name).toBeGreaterThanOrEqual(30);
      expect(kmh, name).toBeLessThanOrEqual(110);
    }
  });

  it('draw lines through their via points no longer than the road itself', () => {
    for (const route of CURATED_ROAD_ROUTES) {
      const line = [[route.from.lat, route.from.lng] as const, ...(route.via ?? []), [route.to.lat, route.to.lng] as const];
      const lineKm = polylineLengthMeters(line.map(([lat, lng]) => [lat, lng])) / 1000;
      expect(lineKm, `${route.from.name} – ${route.to.name}`).toBeLessThanOrEqual(route.km);
    }
  });

  it('appear once each, whichever the direction', () => {
    const keys = CURATED_ROAD_ROUTES.map((r) => [r.from.name, r.to.name].sort().join(' | '));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
