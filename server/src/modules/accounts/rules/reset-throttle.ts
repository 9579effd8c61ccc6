/** "Forgot password" requests allowed inside the window, per e-mail address and per client address. */
export const RESET_THROTTLE = {
  windowMs: 60 * 60 * 1000,
  maxPerEmail: 5,
  maxPerAddress: 20,
} as const;

/**
 * Seconds to wait before another reset request, or 0: per e-mail address stops flooding one
 * inbox; per client address stops one client probing many. Counted from every request, known
 * address or not, so the limit itself tells nothing about accounts.
 */
export function resetRequestWait(input: { emailRequests: Date[]; addressRequests: Date[]; now: Date }): number {
  const windowStart = input.now.getTime() - RESET_THROTTLE.windowMs;
  const waitFor = (requests: Date[], limit: number): number => {
    const recent = requests.map((d) => d.getTime()).filter((t) => t > windowStart).sort((a, b) => b - a);
    if (recent.length < limit) return 0;
    const blocking = recent[limit - 1] as number;
    return Math.max(1, Math.ceil((blocking + RESET_THROTTLE.windowMs - input.now.getTime()) / 1000));
  };
  return Math.max(
    waitFor(input.emailRequests, RESET_THROTTLE.maxPerEmail),
    waitFor(input.addressRequests, RESET_THROTTLE.maxPerAddress),
  );
}

export function resetThrottleMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  return `Too many password reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
