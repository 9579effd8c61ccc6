import { requestSource } from '../../../platform/http/request-source.ts';
import type { RateLimit } from '../../../platform/rate-limits/sliding-window.ts';

/**
 * Sign-in attempts allowed inside the window. An attempt counts from the moment it is let through
 * to the password check; a success takes its own count back (and forgets what its account tried
 * from its network or device). "Network" is an IPv4 /24 or an IPv6 /64 (platform/http/request-source.ts).
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** One network guessing one account: the tight limit, which only ever blocks that network. */
  maxFailuresPerAccountAndAddress: 5,
  /** One account guessed from many networks: loose, and never applied to the account's known devices. */
  maxFailuresPerUsername: 50,
  /** One network spraying many accounts. */
  maxFailuresPerAddress: 30,
  /** A browser the account signed in from before: its own limit instead of the three above. */
  maxFailuresPerKnownDevice: 10,
} as const;

/** How long a browser stays a known device of an account after its last sign-in there. */
export const KNOWN_DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts.';

/** The limits one sign-in attempt is judged by and counted in, and what a success does to each. */
export interface SignInLimits {
  all: RateLimit[];
  /** This account's attempts from this network or this device: a success forgets them. */
  forgottenOnSuccess: RateLimit[];
  /** Shared with other networks or accounts: a success takes back only its own count. */
  givenBackOnSuccess: RateLimit[];
}

const limit = (name: string, key: string, max: number): RateLimit => ({ name: `auth.sign-in.${name}`, key, max, windowMs: LOGIN_THROTTLE.windowMs });

/**
 * Which limits judge a sign-in. From a known device of the account (its `deviceid` cookie) only
 * that device's own limit: failures from anywhere else, however many, cannot lock the real user
 * out of a browser they signed in from before. From anywhere else, per account and network (one
 * client guessing one password), per account (a guess spread over many networks) and per network
 * (one client spraying many accounts). Unknown and known usernames are judged alike.
 */
export function signInLimits(attempt: { username: string; ipAddress: string; knownDeviceId: number | null }): SignInLimits {
  if (attempt.knownDeviceId !== null) {
    const device = limit('known-device', String(attempt.knownDeviceId), LOGIN_THROTTLE.maxFailuresPerKnownDevice);
    return { all: [device], forgottenOnSuccess: [device], givenBackOnSuccess: [] };
  }
  const username = attempt.username.toLowerCase();
  const network = requestSource(attempt.ipAddress);
  // The network first: it holds no space, so the key splits one way only.
  const accountFromNetwork = limit('account-network', `${network} ${username}`, LOGIN_THROTTLE.maxFailuresPerAccountAndAddress);
  const account = limit('account', username, LOGIN_THROTTLE.maxFailuresPerUsername);
  const fromNetwork = limit('network', network, LOGIN_THROTTLE.maxFailuresPerAddress);
  return { all: [accountFromNetwork, account, fromNetwork], forgottenOnSuccess: [accountFromNetwork], givenBackOnSuccess: [account, fromNetwork] };
}
