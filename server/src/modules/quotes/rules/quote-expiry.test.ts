import { describe, expect, it } from 'vitest';
import { isQuoteExpired, quoteExpiresAt } from './quote-expiry.ts';

describe('quote expiry', () => {
  const madeAt = new Date('2026-06-01T10:00:00Z');
  const expiresAt = quoteExpiresAt(madeAt);

  it('lasts 24 hours', () => {
    expect(expiresAt.toISOString()).toBe('2026-06-02T10:00:00.000Z');
  });

  it.each([
    ['right after pricing', '2026-06-01T10:00:00Z', false],
    ['a second before the end', '2026-06-02T09:59:59Z', false],
    ['at the expiry instant', '2026-06-02T10:00:00Z', true],
    ['the next week', '2026-06-08T10:00:00Z', true],
  ])('%s: expired = %s', (_name, at, expired) => {
    expect(isQuoteExpired(expiresAt, new Date(at))).toBe(expired);
  });
});
