import { requestSource } from '../../../platform/http/request-source.ts';
import type { RateLimit } from '../../../platform/rate-limits/sliding-window.ts';

/**
 * How many partner applications one network may send: the form is public and every attempt
 * streams files to disk, so a modest limit keeps one client from filling the disk.
 */
export const SUBMISSION_RATE_LIMIT = { maxAttempts: 10, windowMs: 60 * 60 * 1000 };

export const TOO_MANY_APPLICATIONS = 'Too many applications from this address.';

/** The one limit an application attempt counts against: its network's (an IPv4 /24, an IPv6 /64). */
export function submissionLimits(ipAddress: string, limit: { maxAttempts: number; windowMs: number } = SUBMISSION_RATE_LIMIT): RateLimit[] {
  return [{ name: 'partners.application', key: requestSource(ipAddress), max: limit.maxAttempts, windowMs: limit.windowMs }];
}
