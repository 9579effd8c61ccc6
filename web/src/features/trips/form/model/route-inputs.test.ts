import { describe, expect, it } from 'vitest';
import { DUBROVNIK, MUNICH, SPLIT, tripForEditing, VIENNA } from '../test/fixtures.ts';
import { countryRuleBroken, removeStopsNotOffered, routeChangedSinceSaved, routeInputsOf, routeKey } from './route-inputs.ts';
import { emptyTripForm, formValuesFromTrip, type TripFormValues } from './trip-form-values.ts';

const form = (more: Partial<TripFormValues>): TripFormValues => ({ ...emptyTripForm(new Date('2030-06-01T08:00:00Z')), ...more });

describe('countryRuleBroken', () => {
  it.each([
    [SPLIT, DUBROVNIK, false],
    [VIENNA, SPLIT, false],
    [SPLIT, MUNICH, false],
    [VIENNA, MUNICH, true],
    [VIENNA, null, false],
    [null, null, false],
    [VIENNA, { ...MUNICH, country_short_name: '' }, false],
    [{ ...VIENNA, country_short_name: 'si' }, MUNICH, false],
  ])('%o → %o: %s', (start, end, broken) => {
    expect(countryRuleBroken(start, end)).toBe(broken);
  });
});

describe('routeInputsOf', () => {
  it('is null until both places are chosen, the passengers are 1 to 7 and the country rule holds', () => {
    expect(routeInputsOf(form({ start_loc: SPLIT }))).toBeNull();
    expect(routeInputsOf(form({ start_loc: VIENNA, end_loc: MUNICH }))).toBeNull();
    for (const passengers of [0, 8, '', 2.5]) expect(routeInputsOf(form({ start_loc: SPLIT, end_loc: DUBROVNIK, passengers }))).toBeNull();
    expect(routeInputsOf(form({ start_loc: SPLIT, end_loc: DUBROVNIK, passengers: '3' }))).toMatchObject({ passengers: 3 });
  });
});

describe('routeKey', () => {
  const base = routeInputsOf(form({ start_loc: SPLIT, end_loc: DUBROVNIK, stops: [{ poi_id: 1, time: 60, name: 'A' }, { poi_id: 2, time: 90, name: 'B' }] }))!;

  it('ignores the order of the stops and their names', () => {
    expect(routeKey({ ...base, stops: [...base.stops].reverse() })).toBe(routeKey(base));
  });

  it.each([
    ['the start', { start: VIENNA }],
    ['the end', { end: SPLIT }],
    ['the passengers', { passengers: 2 }],
    ['a stop time', { stops: [{ poi_id: 1, time: 90 }, { poi_id: 2, time: 90 }] }],
    ['a stop', { stops: [{ poi_id: 1, time: 60 }] }],
  ])('changes with %s', (_what, change) => {
    expect(routeKey({ ...base, ...change })).not.toBe(routeKey(base));
  });
});

describe('routeChangedSinceSaved', () => {
  const trip = tripForEditing();
  const saved = formValuesFromTrip(trip);

  it('is false for the trip as loaded, and when only contact or time changes', () => {
    expect(routeChangedSinceSaved(saved, trip)).toBe(false);
    expect(routeChangedSinceSaved({ ...saved, customer_email: 'x@y.z', pickup_time: '10:00' }, trip)).toBe(false);
  });

  it.each<[string, Partial<TripFormValues>]>([
    ['another start', { start_loc: VIENNA }],
    ['the same town picked again elsewhere', { end_loc: { ...DUBROVNIK, lat: DUBROVNIK.lat + 0.01 } }],
    ['no end', { end_loc: null }],
    ['more passengers', { passengers: 3 }],
    ['another stop time', { stops: [{ poi_id: 11, time: 90, name: 'Trogir' }] }],
    ['no stops', { stops: [] }],
    ['another vehicle type', { vehicle_type_id: 3 }],
  ])('is true for %s', (_what, change) => {
    expect(routeChangedSinceSaved({ ...saved, ...change }, trip)).toBe(true);
  });

  it('treats the same place picked again (no stored id) as unchanged', () => {
    expect(routeChangedSinceSaved({ ...saved, start_loc: SPLIT }, trip)).toBe(false);
  });
});

describe('removeStopsNotOffered', () => {
  const a = { poi_id: 1, time: 60, name: 'A' };
  const b = { poi_id: 2, time: 60, name: 'B' };
  const c = { poi_id: 3, time: 60, name: 'C' };

  it.each([
    ['keeps every stop the quote priced', [a, b], [a, b], [a, b], [a, b]],
    ['drops a stop asked for and not priced', [a, b], [a, b], [a], [a]],
    ['keeps a stop added while the quote was on its way', [a, b, c], [a, b], [a, b], [a, b, c]],
    ['drops only the unpriced one among newer ones', [a, b, c], [a, b], [b], [b, c]],
  ])('%s', (_what, current, requested, priced, expected) => {
    expect(removeStopsNotOffered(current, requested, priced)).toEqual(expected);
  });
});
