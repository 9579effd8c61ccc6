import { describe, expect, it } from 'vitest';
import { signInLimits } from './login-throttle.ts';

const window = 15 * 60 * 1000;

describe('signInLimits', () => {
  it('judges a browser without a known device per account and network, per account and per network', () => {
    expect(signInLimits({ username: 'Ana', ipAddress: '192.0.2.7', knownDeviceId: null })).toEqual({
      all: [
        { name: 'auth.sign-in.account-network', key: '192.0.2.0/24 ana', max: 5, windowMs: window },
        { name: 'auth.sign-in.account', key: 'ana', max: 50, windowMs: window },
        { name: 'auth.sign-in.network', key: '192.0.2.0/24', max: 30, windowMs: window },
      ],
      forgottenOnSuccess: [{ name: 'auth.sign-in.account-network', key: '192.0.2.0/24 ana', max: 5, windowMs: window }],
      givenBackOnSuccess: [
        { name: 'auth.sign-in.account', key: 'ana', max: 50, windowMs: window },
        { name: 'auth.sign-in.network', key: '192.0.2.0/24', max: 30, windowMs: window },
      ],
    });
  });

  it('counts one IPv6 /64 as one network', () => {
    const keys = (ipAddress: string) => signInLimits({ username: 'ana', ipAddress, knownDeviceId: null }).all.map((l) => l.key);
    expect(keys('2001:db8:1:2::1')).toEqual(keys('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(keys('2001:db8:1:2::1')).toEqual(['2001:db8:1:2::/64 ana', 'ana', '2001:db8:1:2::/64']);
  });

  it('judges a known device by its own limit only, never the account’s', () => {
    const limits = signInLimits({ username: 'ana', ipAddress: '192.0.2.7', knownDeviceId: 42 });
    const device = { name: 'auth.sign-in.known-device', key: '42', max: 10, windowMs: window };
    expect(limits).toEqual({ all: [device], forgottenOnSuccess: [device], givenBackOnSuccess: [] });
  });
});
