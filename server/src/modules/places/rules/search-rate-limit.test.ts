import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchRateLimit } from './search-rate-limit.ts';

const at = (seconds: number) => new Date(Date.UTC(2025, 5, 1, 10, 0, 0) + seconds * 1000);

describe('place search rate limit', () => {
  it('allows the limit within a minute, refuses the next until the minute turns', () => {
    const limit = createSearchRateLimit({ perMinute: 3, windowMs: 60_000 });
    expect([1, 2, 3].map((s) => limit.take('10.0.0.1', at(s)).allowed)).toEqual([true, true, true]);
    expect(limit.take('10.0.0.1', at(15))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limit.take('10.0.0.1', at(60)).allowed).toBe(true);
  });

  it('counts each address on its own', () => {
    const limit = createSearchRateLimit({ perMinute: 1, windowMs: 60_000 });
    expect(limit.take('10.0.0.1', at(0)).allowed).toBe(true);
    expect(limit.take('10.0.0.2', at(0)).allowed).toBe(true);
    expect(limit.take('10.0.0.1', at(1)).allowed).toBe(false);
  });

  it('never allows more than the limit in one window, and always says when to retry', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 59_999 }), { maxLength: 200 }), fc.integer({ min: 1, max: 20 }), (offsets, perMinute) => {
        const limit = createSearchRateLimit({ perMinute, windowMs: 60_000 });
        const decisions = [...offsets].sort((a, b) => a - b).map((ms) => limit.take('a', new Date(Date.UTC(2025, 0, 1) + ms)));
        expect(decisions.filter((d) => d.allowed)).toHaveLength(Math.min(perMinute, offsets.length));
        for (const d of decisions) if (!d.allowed) expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
