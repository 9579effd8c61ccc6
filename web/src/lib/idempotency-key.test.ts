import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency-key.ts';

describe('idempotencyKeyFor', () => {
  it('gives one submission the same key every time and the next submission another', () => {
    const first = { passengers: 2 };
    const second = { passengers: 2 };
    expect(idempotencyKeyFor(first)).toBe(idempotencyKeyFor(first));
    expect(idempotencyKeyFor(second)).not.toBe(idempotencyKeyFor(first));
    expect(idempotencyKeyFor(first)).toMatch(/^[0-9a-f]{32}$/);
  });
});
