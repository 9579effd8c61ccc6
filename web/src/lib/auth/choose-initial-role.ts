import type { CurrentUser } from '@vozimo/contract';

export type ActiveRole = 'agent' | 'driver';

/** localStorage key of the remembered role (spec section 3, "Active role"). */
export const ROLE_STORAGE_KEY = 'role';

type RoleFlags = Pick<CurrentUser, 'is_agent' | 'is_driver' | 'is_staff'>;

/**
 * Spec section 4, "Active role choice": the stored role if it is driver and the user is a driver or
 * staff; agent if stored as agent and the user is agent or staff, or if the user is an agent at all;
 * otherwise driver.
 */
export function chooseInitialRole(user: RoleFlags, stored: string | null): ActiveRole {
  if (stored === 'driver' && (user.is_driver || user.is_staff)) return 'driver';
  if (stored === 'agent' && (user.is_agent || user.is_staff)) return 'agent';
  if (user.is_agent) return 'agent';
  return 'driver';
}
