import { describe, expect, it } from 'vitest';
import { stableJobId } from './stable-job-id.ts';

describe('stableJobId', () => {
  it('is a UUID, the same for the same key', () => {
    expect(stableJobId('email-outbox:42')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableJobId('email-outbox:42')).toBe(stableJobId('email-outbox:42'));
  });

  it('differs between keys', () => {
    const ids = new Set(Array.from({ length: 1000 }, (_, i) => stableJobId(`email-outbox:${i}`)));
    expect(ids.size).toBe(1000);
  });
});
