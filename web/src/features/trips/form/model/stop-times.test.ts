import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstStopTime, stopTimeSteps } from './stop-times.ts';

const limits = (min: number, max: number) => ({ min_duration_minutes: min, max_duration_minutes: max });

describe('stopTimeSteps', () => {
  it.each([
    // minutes, min, max → shorter, longer
    [60, 60, 180, null, 90],
    [90, 60, 180, 60, 120],
    [180, 60, 180, 150, null],
    [60, 30, 120, null, 90], // never below 60, whatever the point allows
    [120, 120, 360, null, 150],
    [150, 100, 200, 120, 180], // bounds on the 30-minute grid: 120 … 180
    [180, 100, 200, 150, null],
    [60, 60, 60, null, null],
  ])('%i min with limits %i–%i: shorter %s, longer %s', (minutes, min, max, shorter, longer) => {
    expect(stopTimeSteps(minutes, limits(min, max))).toEqual({ shorter, longer });
  });

  it('always steps by 30 minutes and stays inside the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 24 }), (a, b, k) => {
        const point = limits(a * 30, (a + b) * 30);
        const first = firstStopTime(point);
        if (first === null) return;
        const minutes = Math.min(first + k * 30, Math.floor(point.max_duration_minutes / 30) * 30);
        const { shorter, longer } = stopTimeSteps(minutes, point);
        for (const next of [shorter, longer]) {
          if (next === null) continue;
          expect(Math.abs(next - minutes)).toBe(30);
          expect(next).toBeGreaterThanOrEqual(Math.max(60, point.min_duration_minutes));
          expect(next).toBeLessThanOrEqual(point.max_duration_minutes);
        }
      }),
    );
  });
});

describe('firstStopTime', () => {
  it.each([
    [60, 180, 60],
    [30, 180, 60],
    [120, 360, 120],
    [100, 200, 120],
    [60, 45, null],
    [30, 45, null],
  ])('limits %i–%i start at %s', (min, max, first) => {
    expect(firstStopTime(limits(min, max))).toBe(first);
  });
});
