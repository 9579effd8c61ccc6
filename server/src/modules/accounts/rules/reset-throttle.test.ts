import { PASSWORD_RESET_VALID_MINUTES } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { RESET_THROTTLE, resetRequestLimits } from './reset-throttle.ts';

describe('resetRequestLimits', () => {
  it('counts five an hour per e-mail address, whatever its case, and twenty per client network', () => {
    expect(resetRequestLimits('Petra@Example.com', '192.0.2.7')).toEqual([
      { name: 'accounts.password-reset.email', key: 'petra@example.com', max: 5, windowMs: 3_600_000 },
      { name: 'accounts.password-reset.network', key: '192.0.2.0/24', max: 20, windowMs: 3_600_000 },
    ]);
    expect(resetRequestLimits('a@example.com', '2001:db8:1:2::7')[1]!.key).toBe(resetRequestLimits('a@example.com', '2001:db8:1:2:ffff::1')[1]!.key);
  });

  it('keeps a link alive as long as the window: whoever is refused has a live link in the inbox already', () => {
    expect(PASSWORD_RESET_VALID_MINUTES * 60_000).toBeGreaterThanOrEqual(RESET_THROTTLE.windowMs);
  });
});
