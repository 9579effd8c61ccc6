/** The automatic payout steps staff set (settings `offer_payout_policy`, ADR 0020). */
export interface PayoutPolicy {
  /** Hours before pickup at which the payout of an unclaimed offer rises. */
  stepHours: readonly number[];
  /** Added to the payout at each step. */
  stepCents: number;
  /** The least share of the trip's net price the platform keeps, in basis points. */
  marginFloorBp: number;
}

/**
 * The steps an unclaimed offer has reached and not yet taken, furthest first. The payout follows
 * the time left, so a trip first offered 30 hours ahead takes the 72- and 48-hour steps at once:
 * partners see the same payout for trips equally close to pickup, however long each was offered.
 */
export function dueSteps(stepHours: readonly number[], taken: ReadonlySet<number>, pickupAt: Date, now: Date): number[] {
  const hoursLeft = (pickupAt.getTime() - now.getTime()) / 3_600_000;
  if (hoursLeft <= 0) return [];
  return stepHours.filter((step) => hoursLeft <= step && !taken.has(step)).sort((a, b) => b - a);
}

/**
 * The most the platform may add to the payout: its net fee less the floor's share of the net price
 * (rounded up, in the platform's favour), and never below 0.
 */
export function maxPayoutRaise(trip: { platformFeeNetCents: number; priceNetCents: number }, marginFloorBp: number): number {
  const floorCents = Math.ceil((trip.priceNetCents * marginFloorBp) / 10_000);
  return Math.max(0, trip.platformFeeNetCents - floorCents);
}

/** The raise after one more step: up by the step, held at the maximum, and never lowered (partners saw it). */
export function raiseAfterStep(currentCents: number, stepCents: number, maxCents: number): number {
  return Math.max(currentCents, Math.min(currentCents + stepCents, maxCents));
}
