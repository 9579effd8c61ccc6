/**
 * One limit an attempt is counted against: at most `max` admitted attempts of `key` inside any
 * `windowMs`. The area that owns the limit names it and builds its key (an account, a network, a
 * user); platform/db/rate-limits.ts admits and counts attempts against several limits at once.
 */
export interface RateLimit {
  /** Which limit ('auth.sign-in.account'): limits never share a count. */
  name: string;
  key: string;
  max: number;
  windowMs: number;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Seconds until `limit` has room for another attempt at `at`, given the instants of the attempts
 * it admitted (0: room now). Instants after `at` count too: an attempt that read the clock later
 * can be judged earlier, and it was admitted all the same. Once full, the wait ends when the
 * `max`-th most recent attempt leaves the window.
 */
export function secondsUntilRoom(limit: Pick<RateLimit, 'max' | 'windowMs'>, admitted: readonly Date[], at: Date): number {
  const windowStart = at.getTime() - limit.windowMs;
  const recent = admitted.map((instant) => instant.getTime()).filter((t) => t > windowStart).sort((a, b) => b - a);
  if (recent.length < limit.max) return 0;
  const blocking = recent[limit.max - 1] as number;
  return Math.max(1, Math.ceil((blocking + limit.windowMs - at.getTime()) / 1000));
}

/** Admitted when every limit has room; otherwise the wait is the longest of them. */
export function admissionOf(waits: readonly number[]): Admission {
  const wait = Math.max(0, ...waits);
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
}
