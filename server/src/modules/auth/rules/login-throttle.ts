/** Failed sign-ins allowed inside the window before further attempts are refused. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 5,
  maxFailuresPerAddress: 30,
} as const;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides whether a sign-in attempt may proceed, from the times of recent failures for the
 * username and for the address. Per username stops guessing one account; per address stops
 * one client spraying many accounts. Once blocked, the wait ends when the oldest failure that
 * counts leaves the window.
 */
export function decideLoginThrottle(input: {
  usernameFailures: Date[];
  addressFailures: Date[];
  now: Date;
}): ThrottleDecision {
  const windowStart = input.now.getTime() - LOGIN_THROTTLE.windowMs;
  const waitFor = (failures: Date[], limit: number): number => {
    const recent = failures.map((d) => d.getTime()).filter((t) => t > windowStart).sort((a, b) => b - a);
    if (recent.length < limit) return 0;
    // The limit-th most recent failure must leave the window before another attempt counts.
    const blocking = recent[limit - 1] as number;
    return Math.max(1, Math.ceil((blocking + LOGIN_THROTTLE.windowMs - input.now.getTime()) / 1000));
  };
  const wait = Math.max(
    waitFor(input.usernameFailures, LOGIN_THROTTLE.maxFailuresPerUsername),
    waitFor(input.addressFailures, LOGIN_THROTTLE.maxFailuresPerAddress),
  );
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
}

export function throttleMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
