import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubmission, rateLimitMessage, SUBMISSION_RATE_LIMIT } from './submission-rate-limit.ts';

const now = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const times = (count: number, minutes: number) => Array.from({ length: count }, () => minutesAgo(minutes));

describe('decideSubmission (10 per hour)', () => {
  it.each([
    ['no attempts', [], { allowed: true }],
    ['9 in the last hour', times(9, 5), { allowed: true }],
    ['10 in the last hour, oldest 50 minutes ago', [...times(9, 1), minutesAgo(50)], { allowed: false, retryAfterSeconds: 600 }],
    ['10 long ago', times(10, 61), { allowed: true }],
    ['10 exactly one hour ago (left the window)', times(10, 60), { allowed: true }],
    ['10 just under an hour ago', times(10, 59.99), { allowed: false, retryAfterSeconds: 1 }],
    ['9 recent and 5 old', [...times(9, 2), ...times(5, 90)], { allowed: true }],
  ])('%s', (_name, attempts, expected) => {
    expect(decideSubmission(attempts, now)).toEqual(expected);
  });

  it('never allows more than maxAttempts inside any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 3600 }), { maxLength: 60 }), (offsets) => {
        // Replay attempts in time order, keeping only those the rule admits.
        const admitted: Date[] = [];
        for (const seconds of [...offsets].sort((a, b) => a - b)) {
          const at = new Date(now.getTime() + seconds * 1000);
          if (decideSubmission(admitted, at).allowed) admitted.push(at);
        }
        for (const start of admitted) {
          const inWindow = admitted.filter(
            (a) => a.getTime() >= start.getTime() && a.getTime() < start.getTime() + SUBMISSION_RATE_LIMIT.windowMs,
          );
          expect(inWindow.length).toBeLessThanOrEqual(SUBMISSION_RATE_LIMIT.maxAttempts);
        }
      }),
    );
  });

  it('tells a refused client to wait no longer than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3599 }), { minLength: 10, maxLength: 30 }), (secondsAgo) => {
        const decision = decideSubmission(secondsAgo.map((s) => new Date(now.getTime() - s * 1000)), now);
        expect(decision.allowed).toBe(false);
        if (!decision.allowed) {
          expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(decision.retryAfterSeconds).toBeLessThanOrEqual(3600);
        }
      }),
    );
  });
});

describe('rateLimitMessage', () => {
  it.each([
    [1, 'Too many applications from this address. Try again in 1 minute.'],
    [60, 'Too many applications from this address. Try again in 1 minute.'],
    [61, 'Too many applications from this address. Try again in 2 minutes.'],
    [3600, 'Too many applications from this address. Try again in 60 minutes.'],
  ])('%i seconds', (seconds, message) => {
    expect(rateLimitMessage(seconds)).toBe(message);
  });
});
