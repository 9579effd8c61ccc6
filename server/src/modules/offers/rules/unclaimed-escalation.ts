/** Hours before pickup at which staff are e-mailed about an offered trip nobody claimed, latest last. */
export const ESCALATION_STEPS_HOURS = [48, 24] as const;
export type EscalationStep = (typeof ESCALATION_STEPS_HOURS)[number];

/**
 * The escalation step an unclaimed offer is at, or null while pickup is further than the first
 * step (or past): the nearest step reached, so a trip first offered 30 hours ahead gets the 48-hour
 * e-mail at once and the 24-hour one later, and a trip offered 20 hours ahead only the 24-hour one.
 */
export function escalationStep(pickupAt: Date, now: Date): EscalationStep | null {
  const hoursLeft = (pickupAt.getTime() - now.getTime()) / 3_600_000;
  if (hoursLeft <= 0) return null;
  let reached: EscalationStep | null = null;
  for (const step of ESCALATION_STEPS_HOURS) if (hoursLeft <= step) reached = step;
  return reached;
}
