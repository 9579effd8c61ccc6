import { hashToken, newSecretToken } from '../../platform/sessions/session-token.ts';

/**
 * A link's secret: 32 random bytes (base64url) for the e-mail, and its SHA-256 for the database,
 * as with session cookies (platform/sessions/session-token.ts): a leaked dump opens no account.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = newSecretToken();
  return { token, tokenHash: hashToken(token) };
}

export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;
export const passwordResetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/** "Ana Horvat", or the username when the account has no name. */
export function displayName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || user.username;
}
