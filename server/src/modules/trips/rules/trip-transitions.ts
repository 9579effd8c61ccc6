import { isFinalTripStatus, type TripStatus } from '@vozimo/contract';

/**
 * The trip lifecycle in one table (docs/trip-lifecycle.md): which status may follow which, and
 * who may make that move. Every status change in the product goes through `canTransition`.
 *
 *   draft ──book──▶ pending_payment ──deposit paid──▶ confirmed ──▶ completed | no_show
 *   any open status ──▶ canceled;  staff move freely between the open statuses.
 */

/** Who moves a trip: a staff member, the agent side that owns it, or the system (payments, schedules). */
export type TransitionMover = 'staff' | 'agent' | 'system';

/** A trip in one of these can still change; nothing follows the others (the contract's FINAL_TRIP_STATUSES). */
export const OPEN_STATUSES = ['draft', 'pending_payment', 'confirmed'] as const satisfies readonly TripStatus[];

type OpenStatus = (typeof OPEN_STATUSES)[number];

/** from → to → who may. A pair that is not listed is not allowed for anybody. */
export const TRIP_TRANSITIONS: Readonly<Record<OpenStatus, Partial<Record<TripStatus, readonly TransitionMover[]>>>> = {
  draft: {
    // Book Trip on a saved quote.
    pending_payment: ['agent', 'staff'],
    confirmed: ['staff'],
    canceled: ['staff'],
  },
  pending_payment: {
    draft: ['staff'],
    // The deposit was paid (card or bank transfer), or staff confirm by hand.
    confirmed: ['system', 'staff'],
    canceled: ['staff'],
  },
  confirmed: {
    draft: ['staff'],
    pending_payment: ['staff'],
    completed: ['system', 'staff'],
    no_show: ['staff'],
    canceled: ['staff'],
  },
};

export function isOpenStatus(status: TripStatus): status is OpenStatus {
  return (OPEN_STATUSES as readonly TripStatus[]).includes(status);
}

/** Whether `mover` may move a trip from `from` to `to`. Staying in the same status is not a transition. */
export function canTransition(from: TripStatus, to: TripStatus, mover: TransitionMover): boolean {
  if (!isOpenStatus(from)) return false;
  return TRIP_TRANSITIONS[from][to]?.includes(mover) ?? false;
}

const finalLabel = (status: TripStatus) => status.replace('_', '-');

/** The sentence a refused move answers with. */
export function transitionRefusal(from: TripStatus, to: TripStatus): string {
  if (isFinalTripStatus(from)) return `A ${finalLabel(from)} trip can no longer change status.`;
  return `A trip cannot go from ${from} to ${to}.`;
}

/** Why a completed, no-show or canceled trip refuses an edit. */
export function finalTripRefusal(status: TripStatus): string {
  return `A ${finalLabel(status)} trip can no longer be changed.`;
}
