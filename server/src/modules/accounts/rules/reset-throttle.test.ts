import { describe, expect, it } from 'vitest';
import { RESET_THROTTLE, resetRequestWait, resetThrottleMessage } from './reset-throttle.ts';

const now = new Date('2030-06-01T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const times = (n: number, minutes: number) => Array.from({ length: n }, () => minutesAgo(minutes));

describe('resetRequestWait', () => {
  it('lets requests through below both limits', () => {
    expect(resetRequestWait({ emailRequests: times(RESET_THROTTLE.maxPerEmail - 1, 1), addressRequests: [], now })).toBe(0);
  });

  it('blocks an address at its limit until the oldest counted request leaves the hour', () => {
    const emailRequests = [minutesAgo(50), ...times(RESET_THROTTLE.maxPerEmail - 1, 5)];
    expect(resetRequestWait({ emailRequests, addressRequests: [], now })).toBe(10 * 60);
  });

  it('blocks a client at its limit, whatever the addresses', () => {
    expect(resetRequestWait({ emailRequests: [], addressRequests: times(RESET_THROTTLE.maxPerAddress, 30), now })).toBe(30 * 60);
  });

  it('forgets requests older than the window', () => {
    expect(resetRequestWait({ emailRequests: times(20, 61), addressRequests: times(50, 61), now })).toBe(0);
  });

  it('says the wait in minutes', () => {
    expect(resetThrottleMessage(61)).toBe('Too many password reset requests. Try again in 2 minutes.');
    expect(resetThrottleMessage(60)).toBe('Too many password reset requests. Try again in 1 minute.');
  });
});
