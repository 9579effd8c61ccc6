/**
 * How often and how far apart a message is tried. The same numbers configure the pg-boss queue
 * (which schedules the retries) and the outbox row (which says when the message is due again),
 * so the two agree.
 */
export interface MailRetryPolicy {
  /** Sending attempts in all, the first included; after the last failure the message is 'failed'. */
  maxAttempts: number;
  /** Wait before the first retry. */
  retryDelaySeconds: number;
  /** Double the wait after each further failure. */
  retryBackoff: boolean;
}

/** 6 attempts over about 15 to 30 minutes: 30 s, 1, 2, 4 and 8 minutes apart (pg-boss adds up to as much again). */
export const DEFAULT_MAIL_RETRY_POLICY: MailRetryPolicy = { maxAttempts: 6, retryDelaySeconds: 30, retryBackoff: true };

/**
 * The earliest the next attempt may start after failed attempt number `attempt` (1-based).
 * pg-boss waits at least this long (delay × 2^(n-1), plus a random share up to as much again), so
 * its retry never finds the message not yet due.
 */
export function secondsUntilRetry(policy: MailRetryPolicy, attempt: number): number {
  if (!policy.retryBackoff) return policy.retryDelaySeconds;
  return policy.retryDelaySeconds * 2 ** Math.min(Math.max(attempt - 1, 0), 15);
}
