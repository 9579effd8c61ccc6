import type { INVITATION_STATUSES } from '@vozimo/contract';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Accepted and revoked are final; otherwise the link works until it expires. */
export function invitationStatus(i: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InvitationStatus {
  if (i.acceptedAt) return 'accepted';
  if (i.revokedAt) return 'revoked';
  return i.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}
