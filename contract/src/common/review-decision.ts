import { z } from 'zod';
import { formatDate, zagrebWallClock } from './zagreb-time.ts';

/**
 * POST …/reject/ of every back-office approval (partner applications, drivers, vehicles): the
 * reason is shown or e-mailed to the company, so it must say something (docs/decisions/0023-back-office.md).
 */
export const REJECTION_REASON_MESSAGE = 'Write the reason in 5 to 1000 characters.';
export const rejectionRequestSchema = z.object({
  reason: z.string({ error: REJECTION_REASON_MESSAGE }).trim().min(5, REJECTION_REASON_MESSAGE).max(1000, REJECTION_REASON_MESSAGE),
});
export type RejectionRequest = z.infer<typeof rejectionRequestSchema>;
export type RejectionRequestInput = z.input<typeof rejectionRequestSchema>;

/** A person as staff screens name them: first and last name, else the username. */
export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  username: string;
}
export const personName = (person: NamedPerson): string => `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.username;

/** "at 14:05" for a moment of today on Zagreb's clock, else "on November 22, 2026 at 14:05". */
function momentOnZagrebClock(at: Date, now: Date): string {
  const { date, time } = zagrebWallClock(at);
  return date === zagrebWallClock(now).date ? `at ${time}` : `on ${formatDate(date)} at ${time}`;
}

/** The decision that won when two staff decided one record (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md). */
export interface FirstDecision {
  /** Who decided; null when their account is gone. */
  reviewer: NamedPerson | null;
  outcome: 'approved' | 'rejected';
  at: Date;
}

/** The 409 of the staff member who decided second: "Ana Horvat already approved this driver at 14:05." */
export function decidedFirstMessage(subject: string, first: FirstDecision, now: Date): string {
  const who = first.reviewer ? personName(first.reviewer) : 'Another staff member';
  return `${who} already ${first.outcome} this ${subject} ${momentOnZagrebClock(first.at, now)}.`;
}

/** The 409 of a decision on a record its owner changed after staff opened it. */
export function changedSinceOpenedMessage(subject: string, changedAt: Date, now: Date): string {
  return `This ${subject} was changed ${momentOnZagrebClock(changedAt, now)}, after you opened it. Look at it again before deciding.`;
}
