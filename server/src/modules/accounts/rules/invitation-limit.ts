import type { RateLimit } from '../../../platform/rate-limits/sliding-window.ts';

/**
 * Invitations (new and sent again) one user may send in an hour. Each one e-mails an address the
 * inviter chose, so the limit keeps a taken-over admin account from mailing the world in our name,
 * while an admin bringing a whole team on board (a dozen people, a few resends) never meets it.
 */
export const INVITATION_LIMIT = { perHour: 30, windowMs: 60 * 60 * 1000 } as const;

export const TOO_MANY_INVITATIONS = 'You have sent too many invitations.';

/** The one limit an invitation counts against: its inviter's (the real user, also under a staff override). */
export function invitationLimits(inviterUserId: number): RateLimit[] {
  return [{ name: 'accounts.invitation', key: String(inviterUserId), max: INVITATION_LIMIT.perHour, windowMs: INVITATION_LIMIT.windowMs }];
}
