import { describe, expect, it } from 'vitest';
import { isPickupInPast, pickupInstant } from './pickup-time.ts';

describe('pickup time', () => {
  it.each([
    ['summer', '2026-07-01', '12:00', '2026-07-01T10:00:00.000Z'],
    ['winter', '2026-01-15', '08:30', '2026-01-15T07:30:00.000Z'],
    ['just after the spring switch', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
  ])('reads the Zagreb wall clock (%s)', (_name, date, time, instant) => {
    expect(pickupInstant(date, time).toISOString()).toBe(instant);
  });

  const now = new Date('2026-07-01T10:00:30.000Z');
  it.each([
    ['a minute ago', '2026-07-01T09:59:00.000Z', true],
    ['this minute', '2026-07-01T10:00:00.000Z', false],
    ['tomorrow', '2026-07-02T10:00:00.000Z', false],
  ])('%s is in the past: %s', (_name, pickupAt, expected) => {
    expect(isPickupInPast(new Date(pickupAt), now)).toBe(expected);
  });
});
