import { describe, expect, it } from 'vitest';
import { routeDifferences, samePlace, type PricedRouteFields } from './route-changes.ts';

const split = { place_id: 'spu', lat: 43.5389, lng: 16.298 };
const dubrovnik = { place_id: 'dbv', lat: 42.6507, lng: 18.0944 };
const priced: PricedRouteFields = {
  startLoc: split,
  endLoc: dubrovnik,
  stops: [
    { poi_id: 3, time: 60 },
    { poi_id: 8, time: 90 },
  ],
  passengers: 2,
  vehicleTypeId: 1,
  roundTripId: null,
};

describe('samePlace', () => {
  it.each([
    ['the same pick', split, split, true],
    ['a float that went through JSON', split, { ...split, lat: 43.538900000001 }, true],
    ['another place id', split, { ...split, place_id: 'other' }, false],
    ['a place id missing on one side', { ...split, place_id: '' }, split, true],
    ['10 m away', split, { ...split, place_id: '', lat: split.lat + 0.0001 }, false],
    ['the same stored row', { ...split, id: 4 }, { ...dubrovnik, id: 4 }, true],
    ['another stored row', { ...split, id: 4 }, { ...split, id: 5 }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(samePlace(a, b)).toBe(expected);
  });
});

describe('routeDifferences', () => {
  it('finds none for the priced route, whatever the order of stops', () => {
    expect(routeDifferences({ ...priced, stops: [...priced.stops].reverse() }, priced)).toEqual([]);
  });

  it.each([
    ['start', { startLoc: dubrovnik }, ['start_loc']],
    ['end', { endLoc: split }, ['end_loc']],
    ['a stop removed', { stops: [{ poi_id: 3, time: 60 }] }, ['stops']],
    ['a stop made longer', { stops: [{ poi_id: 3, time: 60 }, { poi_id: 8, time: 120 }] }, ['stops']],
    ['passengers', { passengers: 3 }, ['passengers']],
    ['vehicle type', { vehicleTypeId: 3 }, ['vehicle_type_id']],
    ['round trip', { roundTripId: 2 }, ['round_trip_id']],
    ['both ends swapped', { startLoc: dubrovnik, endLoc: split }, ['start_loc', 'end_loc']],
  ] as const)('names the changed field: %s', (_name, change, fields) => {
    expect(routeDifferences({ ...priced, ...change }, priced)).toEqual(fields);
  });
});
