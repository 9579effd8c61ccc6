import { decideSubmission, SUBMISSION_RATE_LIMIT, type SubmissionDecision } from './rules/submission-rate-limit.ts';

/** Beyond this many tracked addresses, addresses with no recent attempt are forgotten. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * Recent application attempts per address, kept in this process's memory (see
 * docs/decisions/0005-partner-applications.md): the limit is per server process and starts afresh
 * on restart, which is enough to stop one client from filling the disk with uploads.
 */
export function createSubmissionCounter(limit = SUBMISSION_RATE_LIMIT) {
  const attempts = new Map<string, Date[]>();

  function sweep(now: Date): void {
    const windowStart = now.getTime() - limit.windowMs;
    for (const [key, times] of attempts) {
      if (times.every((t) => t.getTime() <= windowStart)) attempts.delete(key);
    }
  }

  return {
    /** Counts an attempt from `address` when it is allowed; a refused attempt is not counted. */
    attempt(address: string, now: Date): SubmissionDecision {
      if (attempts.size > SWEEP_ABOVE_KEYS) sweep(now);
      const windowStart = now.getTime() - limit.windowMs;
      const recent = (attempts.get(address) ?? []).filter((t) => t.getTime() > windowStart);
      const decision = decideSubmission(recent, now, limit);
      if (decision.allowed) recent.push(now);
      attempts.set(address, recent);
      return decision;
    },
  };
}

export type SubmissionCounter = ReturnType<typeof createSubmissionCounter>;
