/** How long a paid bank transfer's trips stay on the payments screen with their Paid badge. */
export const PAID_BADGE_DAYS = 30;

/** Bank transfers paid at or after this moment still show on the payments screen. */
export function paidBadgeSince(now: Date): Date {
  return new Date(now.getTime() - PAID_BADGE_DAYS * 24 * 60 * 60 * 1000);
}
