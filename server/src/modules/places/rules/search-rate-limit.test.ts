import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchClientKey, searchDecision, searchWindowAt } from './search-rate-limit.ts';

const at = (seconds: number) => new Date(Date.UTC(2025, 5, 1, 10, 0, 0) + seconds * 1000);

// The counting itself is the database's (places.int.test.ts, platform/db/rate-limits.int.test.ts).
describe('place search rate limit', () => {
  it.each([
    [0, at(0), at(60)],
    [15, at(0), at(60)],
    [59.999, at(0), at(60)],
    [60, at(60), at(120)],
  ])('a search %s s past the minute counts in the window from the minute', (seconds, start, end) => {
    expect(searchWindowAt(at(seconds), 60_000)).toEqual({ start, end });
  });

  it.each([
    [true, 15, { allowed: true }],
    [false, 15, { allowed: false, retryAfterSeconds: 45 }],
    [false, 59.5, { allowed: false, retryAfterSeconds: 1 }],
    [false, 0, { allowed: false, retryAfterSeconds: 60 }],
  ])('admitted %s at %s s: %j', (admitted, seconds, expected) => {
    expect(searchDecision(admitted, at(seconds), searchWindowAt(at(seconds), 60_000))).toEqual(expected);
  });

  it('puts every instant in the window that holds it, and always says to wait at least a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1_000, max: 3_600_000 }), (ms, windowMs) => {
        const instant = new Date(ms);
        const window = searchWindowAt(instant, windowMs);
        expect(window.start.getTime()).toBeLessThanOrEqual(ms);
        expect(window.end.getTime()).toBeGreaterThan(ms);
        expect(window.end.getTime() - window.start.getTime()).toBe(windowMs);
        const refused = searchDecision(false, instant, window);
        expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('searchClientKey', () => {
  it.each([
    [{ userId: 7, ipAddress: '192.0.2.7' }, 'user:7'],
    [{ userId: null, ipAddress: '192.0.2.7' }, 'network:192.0.2.0/24'],
    [{ userId: null, ipAddress: '2001:db8:1:2::7' }, 'network:2001:db8:1:2::/64'],
  ])('%o searches as %s', (client, key) => {
    expect(searchClientKey(client)).toBe(key);
  });
});
