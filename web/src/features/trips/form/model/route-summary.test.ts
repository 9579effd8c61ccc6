import { describe, expect, it } from 'vitest';
import { formatPoiDistance, formatRouteDistance, formatRouteDuration, formatStopTime } from './route-summary.ts';

describe('formatRouteDistance', () => {
  it.each([
    [0, '0 km'],
    [1, '1 km'],
    [999, '1 km'],
    [1000, '1 km'],
    [1001, '2 km'],
    [229_400, '230 km'],
    [230_000, '230 km'],
  ])('%i m → %s (rounded up)', (meters, text) => {
    expect(formatRouteDistance(meters)).toBe(text);
  });
});

describe('formatRouteDuration', () => {
  it.each([
    [0, '0 min'],
    [3 * 60, '3 min'],
    [45 * 60, '45 min'],
    [55 * 60, '55 min'],
    [56 * 60, '1 h'],
    [59 * 60 + 40, '1 h'],
    [60 * 60, '1 h'],
    [64 * 60, '1 h'],
    [65 * 60, '1 h 5 min'],
    [(3 * 60 + 10) * 60, '3 h 10 min'],
    [(3 * 60 + 55) * 60, '3 h 55 min'],
    [(3 * 60 + 56) * 60, '4 h'],
    [(4 * 60 + 4) * 60 + 29, '4 h'],
    [(4 * 60 + 4) * 60 + 31, '4 h 5 min'],
    [(9 * 60 + 59) * 60, '10 h'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatRouteDuration(seconds)).toBe(text);
  });
});

describe('formatStopTime', () => {
  it.each([
    [30, '30 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [360, '6 h'],
  ])('%i min → %s', (minutes, text) => {
    expect(formatStopTime(minutes)).toBe(text);
  });
});

describe('formatPoiDistance', () => {
  it.each([
    [39, '40 m'],
    [425, '430 m'],
    [999, '1.0 km'],
    [1000, '1.0 km'],
    [15_199, '15.2 km'],
  ])('%i m → %s', (meters, text) => {
    expect(formatPoiDistance(meters)).toBe(text);
  });
});
