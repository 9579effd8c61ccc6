/**
 * A username to offer the invitee: the e-mail's local part in the letters usernames allow
 * (usernameSchema), padded to the minimum length and cut to the maximum less room for a number.
 */
export function suggestedUsername(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]+/g, '');
  const base = local.slice(0, 45);
  return base.length >= 3 ? base : `${base}user`.slice(0, 45);
}
