import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionOf, secondsUntilRoom } from './sliding-window.ts';

const T0 = new Date('2031-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const fivePerMinute = { max: 5, windowMs: 60_000 };

describe('secondsUntilRoom', () => {
  it.each([
    { case: 'nothing admitted yet', admitted: [], wait: 0 },
    { case: 'four in the window', admitted: [-50, -40, -30, -20], wait: 0 },
    { case: 'five in the window: until the oldest of them leaves', admitted: [-50, -40, -30, -20, -10], wait: 10 },
    { case: 'six: until the fifth most recent leaves', admitted: [-55, -50, -40, -30, -20, -10], wait: 10 },
    { case: 'older ones do not count', admitted: [-120, -61, -60, -30, -20, -10], wait: 0 },
    { case: 'instants after now count (judged later, read the clock later)', admitted: [-10, 1, 2, 3, 4], wait: 50 },
    { case: 'at least a second', admitted: [-59.9, -40, -30, -20, -10], wait: 1 },
  ])('$case', ({ admitted, wait }) => {
    expect(secondsUntilRoom(fivePerMinute, admitted.map(at), T0)).toBe(wait);
  });

  it('never admits more than the limit inside any window, whatever the order of the attempts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 60 }), (seconds) => {
        const admitted: Date[] = [];
        for (const s of seconds) if (secondsUntilRoom(fivePerMinute, admitted, at(s)) === 0) admitted.push(at(s));
        // The fullest window ends at an admitted attempt.
        for (const a of admitted) {
          const window = admitted.filter((b) => b.getTime() > a.getTime() - 60_000 && b.getTime() <= a.getTime());
          expect(window.length).toBeLessThanOrEqual(5);
        }
      }),
    );
  });

  it('tells a client refused by attempts in the past to wait at least a second and no longer than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -59_999, max: 0 }), { minLength: 5, maxLength: 30 }), (msFromNow) => {
        const wait = secondsUntilRoom(fivePerMinute, msFromNow.map((ms) => new Date(T0.getTime() + ms)), T0);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(60);
      }),
    );
  });
});

describe('admissionOf', () => {
  it('admits when every limit has room, else waits for the longest', () => {
    expect(admissionOf([])).toEqual({ allowed: true });
    expect(admissionOf([0, 0])).toEqual({ allowed: true });
    expect(admissionOf([0, 90, 30])).toEqual({ allowed: false, retryAfterSeconds: 90 });
  });
});
