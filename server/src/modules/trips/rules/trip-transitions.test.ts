import fc from 'fast-check';
import { FINAL_TRIP_STATUSES, isFinalTripStatus, TRIP_STATUSES, type TripStatus } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  OPEN_STATUSES,
  transitionRefusal,
  type TransitionMover,
} from './trip-transitions.ts';

const MOVERS: TransitionMover[] = ['staff', 'agent', 'system'];

/**
 * The whole lifecycle written out again, independently of the table in trip-transitions.ts:
 * every allowed (from, to, mover); everything else must be refused.
 */
const ALLOWED = new Set([
  'draft→pending_payment:agent',
  'draft→pending_payment:staff',
  'draft→confirmed:staff',
  'draft→canceled:staff',
  'pending_payment→draft:staff',
  'pending_payment→confirmed:staff',
  'pending_payment→confirmed:system',
  'pending_payment→canceled:staff',
  'confirmed→draft:staff',
  'confirmed→pending_payment:staff',
  'confirmed→completed:staff',
  'confirmed→completed:system',
  'confirmed→no_show:staff',
  'confirmed→canceled:staff',
]);

const allCases = TRIP_STATUSES.flatMap((from) =>
  TRIP_STATUSES.flatMap((to) => MOVERS.map((mover) => [from, to, mover] as [TripStatus, TripStatus, TransitionMover])),
);

describe('trip transitions', () => {
  it.each(allCases)('%s → %s by %s', (from, to, mover) => {
    expect(canTransition(from, to, mover)).toBe(ALLOWED.has(`${from}→${to}:${mover}`));
  });

  it('splits the statuses into open and final', () => {
    expect([...OPEN_STATUSES, ...FINAL_TRIP_STATUSES].sort()).toEqual([...TRIP_STATUSES].sort());
    expect(FINAL_TRIP_STATUSES.every(isFinalTripStatus)).toBe(true);
    expect(OPEN_STATUSES.some(isFinalTripStatus)).toBe(false);
  });

  const status = fc.constantFrom(...TRIP_STATUSES);
  const mover = fc.constantFrom(...MOVERS);

  it('never moves a final trip, and never "moves" to the same status', () => {
    fc.assert(
      fc.property(status, status, mover, (from, to, who) => {
        if (isFinalTripStatus(from) || from === to) expect(canTransition(from, to, who)).toBe(false);
      }),
    );
  });

  it('lets staff cancel any open trip and move between open statuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPEN_STATUSES), fc.constantFrom(...OPEN_STATUSES), (from, to) => {
        expect(canTransition(from, 'canceled', 'staff')).toBe(true);
        if (from !== to) expect(canTransition(from, to, 'staff')).toBe(true);
      }),
    );
  });

  it('gives agents and the system nothing staff could not do, except what the system alone confirms', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (canTransition(from, to, 'agent')) expect(canTransition(from, to, 'staff')).toBe(true);
        if (canTransition(from, to, 'system')) expect(canTransition(from, to, 'staff')).toBe(true);
      }),
    );
  });

  it('explains a refusal', () => {
    expect(transitionRefusal('no_show', 'confirmed')).toBe('A no-show trip can no longer change status.');
    expect(transitionRefusal('draft', 'completed')).toBe('A trip cannot go from draft to completed.');
  });
});
