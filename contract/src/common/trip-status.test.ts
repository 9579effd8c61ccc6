import { describe, expect, it } from 'vitest';
import { FINAL_TRIP_STATUSES, isFinalTripStatus, TRIP_STATUSES } from './trip-status.ts';

describe('final trip statuses', () => {
  it('are completed, no-show and canceled', () => {
    expect([...FINAL_TRIP_STATUSES].sort()).toEqual(['canceled', 'completed', 'no_show']);
  });

  it.each(TRIP_STATUSES.map((status) => [status, (FINAL_TRIP_STATUSES as readonly string[]).includes(status)] as const))(
    '%s is final: %s',
    (status, expected) => {
      expect(isFinalTripStatus(status)).toBe(expected);
    },
  );
});
