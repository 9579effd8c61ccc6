import type { CurrentUser } from '@vozimo/contract';

const FLAGS = ['is_agent', 'is_agency_admin', 'is_driver', 'is_driver_admin', 'is_staff'] as const;

/**
 * GET /api/auth/'s body as the current user, or an error. The same rule as the contract's
 * `currentUserSchema` (a test keeps them in step), written by hand because every page, the landing
 * page included, loads the user: zod would otherwise be part of the first download
 * (docs/performance.md).
 */
export function parseCurrentUser(body: unknown): CurrentUser {
  if (typeof body !== 'object' || body === null) throw new TypeError('The current user is not an object.');
  const value = body as Record<string, unknown>;
  const { first_name, last_name } = value;
  if (typeof first_name !== 'string' || typeof last_name !== 'string') throw new TypeError('The current user has no name.');
  const flags = Object.fromEntries(
    FLAGS.map((flag) => {
      const flagValue = value[flag];
      if (typeof flagValue !== 'boolean') throw new TypeError(`The current user's ${flag} is not a boolean.`);
      return [flag, flagValue];
    }),
  ) as Pick<CurrentUser, (typeof FLAGS)[number]>;
  return { first_name, last_name, ...flags };
}
