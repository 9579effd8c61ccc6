import { CHANGE_CUTOFF_HOURS, RELEASE_CUTOFF_HOURS } from '@vozimo/contract';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A claimed trip's driver and vehicle may change until 24 hours before pickup (spec section 9):
 * 24 real hours before the pickup instant (the Zagreb wall-clock pickup as stored in pickup_at), so
 * a night with a clock change still leaves the driver a full day's notice.
 */
export function canChangeAssignment(pickupAt: Date, now: Date): boolean {
  return now.getTime() < pickupAt.getTime() - CHANGE_CUTOFF_HOURS * HOUR_MS;
}

/**
 * A company may give a claimed trip back to the marketplace until 48 hours before pickup (ADR
 * 0020): late enough to plan, early enough for another company to take it. Later, staff reassign.
 */
export function canReleaseClaim(pickupAt: Date, now: Date): boolean {
  return now.getTime() < pickupAt.getTime() - RELEASE_CUTOFF_HOURS * HOUR_MS;
}
