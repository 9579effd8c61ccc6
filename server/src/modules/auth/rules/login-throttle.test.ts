import { describe, expect, it } from 'vitest';
import { decideLoginThrottle, LOGIN_THROTTLE, throttleMessage } from './login-throttle.ts';

const now = new Date('2026-06-01T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const times = (n: number, m: number) => Array.from({ length: n }, () => minutesAgo(m));

describe('decideLoginThrottle', () => {
  it.each([
    { name: 'no failures', pair: [], user: [], address: [], allowed: true },
    { name: 'four failures for the account from the address', pair: times(4, 1), user: times(4, 1), address: times(4, 1), allowed: true },
    { name: 'five failures for the account from the address', pair: times(5, 1), user: times(5, 1), address: times(5, 1), allowed: false },
    { name: 'five old failures outside the window', pair: times(5, 16), user: times(5, 16), address: times(5, 16), allowed: true },
    { name: 'five failures for the account from other addresses', pair: [], user: times(5, 1), address: [], allowed: true },
    { name: 'forty-nine failures for the account across addresses', pair: [], user: times(49, 1), address: [], allowed: true },
    { name: 'fifty failures for the account across addresses', pair: [], user: times(50, 1), address: [], allowed: false },
    { name: 'thirty failures from the address', pair: [], user: [], address: times(30, 2), allowed: false },
    { name: 'twenty-nine failures from the address', pair: [], user: [], address: times(29, 2), allowed: true },
  ])('$name → allowed $allowed', ({ pair, user, address, allowed }) => {
    const decision = decideLoginThrottle({ pairFailures: pair, usernameFailures: user, addressFailures: address, now });
    expect(decision.allowed).toBe(allowed);
  });

  it('waits until the blocking failure leaves the window', () => {
    const decision = decideLoginThrottle({ pairFailures: [...times(4, 1), minutesAgo(10)], usernameFailures: [], addressFailures: [], now });
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: (LOGIN_THROTTLE.windowMs / 60_000 - 10) * 60 });
  });

  it('words the wait in whole minutes', () => {
    expect(throttleMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(throttleMessage(30)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });
});
