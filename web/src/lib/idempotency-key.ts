const keys = new WeakMap<object, string>();

/**
 * The Idempotency-Key of one submission: the same for the same submitted value (a retry of the
 * mutation sends the same object again), a new one for the next submission. The server answers a
 * repeat with the first result instead of booking twice (docs/security.md). getRandomValues, unlike
 * randomUUID, also works on a plain-http address.
 */
export function idempotencyKeyFor(submission: object): string {
  let key = keys.get(submission);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    keys.set(submission, key);
  }
  return key;
}
