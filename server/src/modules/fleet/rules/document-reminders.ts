import { daysBetween, DOCUMENT_REMINDER_DAYS } from '@vozimo/contract';

export type ReminderStep = (typeof DOCUMENT_REMINDER_DAYS)[number];

/**
 * The reminder due today for a document valid until `expiresOn` (both Zagreb dates), or null: the
 * latest of the 30, 14 and 7 days steps that has been reached. A sweep that runs every hour asks
 * again and again, so each step is answered on many days; the outbox's dedupe key (which names the
 * step) sends it once. A document first uploaded with 20 days left gets the 30-day reminder at
 * once, then the 14- and 7-day ones; an expired document gets none (it shows as expired instead).
 */
export function reminderStepDue(expiresOn: string, today: string): ReminderStep | null {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return null;
  const reached = DOCUMENT_REMINDER_DAYS.filter((step) => daysLeft <= step);
  return reached.length === 0 ? null : Math.min(...reached) as ReminderStep;
}
