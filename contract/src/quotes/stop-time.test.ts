import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepStopTime, stopTimeBounds, stopTimeProblem } from './stop-time.ts';

const limits = (min: number, max: number) => ({ min_duration_minutes: min, max_duration_minutes: max });

describe('stopTimeBounds', () => {
  it.each([
    { name: 'ordinary point', limits: limits(60, 180), expected: { min: 60, max: 180 } },
    { name: 'point minimum under 60 is raised to 60', limits: limits(30, 120), expected: { min: 60, max: 120 } },
    { name: 'off-grid limits snap inwards', limits: limits(75, 200), expected: { min: 90, max: 180 } },
    { name: 'single allowed time', limits: limits(90, 90), expected: { min: 90, max: 90 } },
    { name: 'maximum under 60 leaves nothing', limits: limits(30, 45), expected: null },
    { name: 'inverted limits leave nothing', limits: limits(120, 90), expected: null },
  ])('$name', ({ limits: l, expected }) => {
    expect(stopTimeBounds(l)).toEqual(expected);
  });
});

describe('stopTimeProblem', () => {
  it.each([
    { minutes: 60, limits: limits(60, 180), problem: null },
    { minutes: 180, limits: limits(60, 180), problem: null },
    { minutes: 120, limits: limits(90, 240), problem: null },
    { minutes: 30, limits: limits(30, 180), problem: 'Stop time must be at least 60 minutes.' },
    { minutes: 0, limits: limits(60, 180), problem: 'Stop time must be at least 60 minutes.' },
    { minutes: 90, limits: limits(120, 300), problem: 'Stop time must be at least 120 minutes.' },
    { minutes: 210, limits: limits(60, 180), problem: 'Stop time must be at most 180 minutes.' },
    { minutes: 75, limits: limits(60, 180), problem: 'Stop time must be a multiple of 30 minutes.' },
    { minutes: 60.5, limits: limits(60, 180), problem: 'Stop time must be a multiple of 30 minutes.' },
    { minutes: 60, limits: limits(30, 45), problem: 'This point of interest cannot be added as a stop.' },
  ])('$minutes min at $limits.min_duration_minutes–$limits.max_duration_minutes: $problem', ({ minutes, limits: l, problem }) => {
    expect(stopTimeProblem(minutes, l)).toBe(problem);
  });

  it('accepts exactly the 30-minute steps between the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), fc.integer({ min: -60, max: 700 }), (a, b, minutes) => {
        const l = limits(Math.min(a, b), Math.max(a, b));
        const bounds = stopTimeBounds(l);
        const allowed = bounds !== null && minutes % 30 === 0 && minutes >= bounds.min && minutes <= bounds.max && minutes >= 60;
        expect(stopTimeProblem(minutes, l) === null).toBe(allowed);
      }),
    );
  });
});

describe('stepStopTime', () => {
  it.each([
    { minutes: 60, direction: 1 as const, expected: 90 },
    { minutes: 60, direction: -1 as const, expected: null },
    { minutes: 180, direction: 1 as const, expected: null },
    { minutes: 180, direction: -1 as const, expected: 150 },
  ])('$minutes $direction → $expected', ({ minutes, direction, expected }) => {
    expect(stepStopTime(minutes, direction, limits(60, 180))).toBe(expected);
  });
});
