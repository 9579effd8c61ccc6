/**
 * How many partner applications one address may send: the form is public and every attempt
 * streams files to disk, so a modest limit keeps one client from filling the disk.
 */
export const SUBMISSION_RATE_LIMIT = { maxAttempts: 10, windowMs: 60 * 60 * 1000 };

export type SubmissionDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding window: allowed while fewer than `maxAttempts` attempts fall in the last `windowMs`;
 * otherwise the wait is until the oldest of them leaves the window.
 */
export function decideSubmission(
  attempts: readonly Date[],
  now: Date,
  limit: { maxAttempts: number; windowMs: number } = SUBMISSION_RATE_LIMIT,
): SubmissionDecision {
  const windowStart = now.getTime() - limit.windowMs;
  const recent = attempts.map((a) => a.getTime()).filter((t) => t > windowStart && t <= now.getTime());
  if (recent.length < limit.maxAttempts) return { allowed: true };
  const oldest = Math.min(...recent);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)) };
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many applications from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
