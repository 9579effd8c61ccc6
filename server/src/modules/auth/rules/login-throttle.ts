/**
 * Sign-in attempts allowed inside the window before further attempts are refused. An attempt counts
 * from the moment it is let through to the password check until it succeeds (a success clears the
 * attempts of its account and address).
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** One address guessing one account: the tight limit, which only ever blocks that address. */
  maxFailuresPerAccountAndAddress: 5,
  /** One account guessed from many addresses: loose, so one address cannot lock the real user out. */
  maxFailuresPerUsername: 50,
  /** One address spraying many accounts. */
  maxFailuresPerAddress: 30,
} as const;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The times of recent counted attempts (newest or not) that a sign-in is judged by. */
export interface RecentFailures {
  /** For this username from this address. */
  pairFailures: Date[];
  /** For this username from any address. */
  usernameFailures: Date[];
  /** From this address for any username. */
  addressFailures: Date[];
}

/**
 * Decides whether a sign-in attempt may proceed. Per account and address stops one client guessing
 * one account; per username (looser) stops a guess spread over many addresses; per address stops one
 * client spraying many accounts. Once blocked, the wait ends when the oldest failure that counts
 * leaves the window.
 */
export function decideLoginThrottle(input: RecentFailures & { now: Date }): ThrottleDecision {
  const windowStart = input.now.getTime() - LOGIN_THROTTLE.windowMs;
  const waitFor = (failures: Date[], limit: number): number => {
    const recent = failures.map((d) => d.getTime()).filter((t) => t > windowStart).sort((a, b) => b - a);
    if (recent.length < limit) return 0;
    // The limit-th most recent failure must leave the window before another attempt counts.
    const blocking = recent[limit - 1] as number;
    return Math.max(1, Math.ceil((blocking + LOGIN_THROTTLE.windowMs - input.now.getTime()) / 1000));
  };
  const wait = Math.max(
    waitFor(input.pairFailures, LOGIN_THROTTLE.maxFailuresPerAccountAndAddress),
    waitFor(input.usernameFailures, LOGIN_THROTTLE.maxFailuresPerUsername),
    waitFor(input.addressFailures, LOGIN_THROTTLE.maxFailuresPerAddress),
  );
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
}

export function throttleMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
