import { describe, expect, it } from 'vitest';
import { decideLoginThrottle, LOGIN_THROTTLE, throttleMessage } from './login-throttle.ts';

const now = new Date('2026-06-01T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const times = (n: number, m: number) => Array.from({ length: n }, () => minutesAgo(m));

describe('decideLoginThrottle', () => {
  it.each([
    { name: 'no failures', user: [], address: [], allowed: true },
    { name: 'four failures for the username', user: times(4, 1), address: [], allowed: true },
    { name: 'five failures for the username', user: times(5, 1), address: [], allowed: false },
    { name: 'five old failures outside the window', user: times(5, 16), address: [], allowed: true },
    { name: 'thirty failures from the address', user: [], address: times(30, 2), allowed: false },
    { name: 'twenty-nine failures from the address', user: [], address: times(29, 2), allowed: true },
  ])('$name → allowed $allowed', ({ user, address, allowed }) => {
    expect(decideLoginThrottle({ usernameFailures: user, addressFailures: address, now }).allowed).toBe(allowed);
  });

  it('waits until the blocking failure leaves the window', () => {
    const decision = decideLoginThrottle({ usernameFailures: [...times(4, 1), minutesAgo(10)], addressFailures: [], now });
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: (LOGIN_THROTTLE.windowMs / 60_000 - 10) * 60 });
  });

  it('words the wait in whole minutes', () => {
    expect(throttleMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(throttleMessage(30)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });
});
