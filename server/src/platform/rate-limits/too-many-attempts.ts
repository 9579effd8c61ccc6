import { AppError } from '../http/app-error.ts';

/**
 * The 429 of a refused attempt: `what` says which limit ('Too many sign-in attempts.'), the rest how
 * long to wait, in whole minutes as a person reads it, and exactly in Retry-After.
 */
export function tooManyAttempts(what: string, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'retry-after': String(retryAfterSeconds),
  });
}
