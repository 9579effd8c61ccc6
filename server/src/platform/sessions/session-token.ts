import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/** "Remember me" keeps a session for 30 days; otherwise it lives until the browser closes (and 12 h at most). */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

/** 256 bits of randomness, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash of a session token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time (length differences return false at once, which leaks only length). */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Compared against when the stored secret is unknown (no such trip), so an unknown object and a
 * wrong secret take the same work and get the same answer.
 */
const STAND_IN_SECRET = newSecretToken();

/**
 * Whether `given` is the `stored` secret (a trip link's token): always does the constant-time
 * comparison, whether or not there is a stored one.
 */
export function storedSecretMatches(stored: string | undefined, given: string): boolean {
  const equal = secretsEqual(stored ?? STAND_IN_SECRET, given);
  return stored !== undefined && equal;
}
