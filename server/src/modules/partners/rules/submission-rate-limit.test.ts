import { describe, expect, it } from 'vitest';
import { submissionLimits } from './submission-rate-limit.ts';

describe('submissionLimits', () => {
  it('counts ten an hour per network: one IPv4 /24 or one IPv6 /64 is one client', () => {
    expect(submissionLimits('192.0.2.7')).toEqual([{ name: 'partners.application', key: '192.0.2.0/24', max: 10, windowMs: 3_600_000 }]);
    expect(submissionLimits('192.0.2.200')[0]!.key).toBe(submissionLimits('192.0.2.7')[0]!.key);
    expect(submissionLimits('2001:db8:1:2::7')[0]!.key).toBe(submissionLimits('2001:db8:1:2:ffff::1')[0]!.key);
  });
});
