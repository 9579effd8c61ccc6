import { describe, expect, it } from 'vitest';
import { fittingVehicleTypes, selectedVehicleTypeId } from './vehicle-choice.ts';

const TYPES = [
  { id: 1, maxPassengers: 3 },
  { id: 2, maxPassengers: 3 },
  { id: 3, maxPassengers: 7 },
  { id: 4, maxPassengers: 16 },
];

describe('fittingVehicleTypes', () => {
  it.each([
    [1, [1, 2, 3, 4]],
    [3, [1, 2, 3, 4]],
    [4, [3, 4]],
    [7, [3, 4]],
    [17, []],
  ])('%i passengers fit in %j', (passengers, ids) => {
    expect(fittingVehicleTypes(TYPES, passengers).map((t) => t.id)).toEqual(ids);
  });
});

describe('selectedVehicleTypeId', () => {
  it.each([
    { name: 'keeps the form’s choice while offered', offered: [1, 2, 3], requested: 2, expected: 2 },
    { name: 'defaults to Sedan', offered: [1, 2, 3], requested: null, expected: 1 },
    { name: 'a choice no longer offered falls back to Sedan', offered: [1, 3], requested: 2, expected: 1 },
    { name: 'without Sedan, the first offered', offered: [3, 4], requested: 2, expected: 3 },
    { name: 'nothing offered', offered: [], requested: 1, expected: null },
  ])('$name', ({ offered, requested, expected }) => {
    expect(selectedVehicleTypeId(offered, requested)).toBe(expected);
  });
});
