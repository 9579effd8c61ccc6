import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_RETRY_POLICY, secondsUntilRetry } from './retry-policy.ts';

describe('mail retry policy', () => {
  it('doubles the wait after each failure', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => secondsUntilRetry(DEFAULT_MAIL_RETRY_POLICY, attempt))).toEqual([30, 60, 120, 240, 480]);
  });

  it('waits the same each time without back-off', () => {
    const policy = { ...DEFAULT_MAIL_RETRY_POLICY, retryBackoff: false, retryDelaySeconds: 5 };
    expect([1, 2, 5].map((attempt) => secondsUntilRetry(policy, attempt))).toEqual([5, 5, 5]);
  });
});
