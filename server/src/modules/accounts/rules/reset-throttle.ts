import { requestSource } from '../../../platform/http/request-source.ts';
import type { RateLimit } from '../../../platform/rate-limits/sliding-window.ts';

/** "Forgot password" requests allowed inside the window, per e-mail address and per client network. */
export const RESET_THROTTLE = {
  windowMs: 60 * 60 * 1000,
  maxPerEmail: 5,
  maxPerAddress: 20,
} as const;

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests.';

/**
 * The limits one reset request counts against: per e-mail address stops flooding one inbox; per
 * client network (an IPv4 /24, an IPv6 /64) stops one client probing many. Every request counts,
 * known address or not, so the limit itself tells nothing about accounts.
 */
export function resetRequestLimits(email: string, ipAddress: string): RateLimit[] {
  return [
    { name: 'accounts.password-reset.email', key: email.toLowerCase(), max: RESET_THROTTLE.maxPerEmail, windowMs: RESET_THROTTLE.windowMs },
    { name: 'accounts.password-reset.network', key: requestSource(ipAddress), max: RESET_THROTTLE.maxPerAddress, windowMs: RESET_THROTTLE.windowMs },
  ];
}
