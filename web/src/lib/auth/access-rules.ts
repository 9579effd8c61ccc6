import type { CurrentUser } from '@vozimo/contract';
import type { ActiveRole } from './choose-initial-role.ts';

/**
 * Who may open a screen (spec section 6), by the active role. Hiding a menu item is not a permission:
 * the server checks every call; these rules only keep the interface honest.
 */
export type AccessRule =
  | 'signedIn'
  | 'agentRole'
  | 'agencyAdmin'
  | 'driverRole'
  | 'driverAdmin'
  | 'staff'
  | 'tripEditor';

type Check = (user: CurrentUser, role: ActiveRole) => boolean;

// Staff may view the app as either role, so "in the agent role" means agent-or-staff viewing as agent.
const inAgentRole: Check = (user, role) => role === 'agent' && (user.is_agent || user.is_staff);
const inDriverRole: Check = (user, role) => role === 'driver' && (user.is_driver || user.is_staff);

const checks: Record<AccessRule, Check> = {
  signedIn: () => true,
  agentRole: inAgentRole,
  // Staff run the whole platform, so they see the admin screens of whichever role they view as.
  agencyAdmin: (user, role) => inAgentRole(user, role) && (user.is_agency_admin || user.is_staff),
  driverRole: inDriverRole,
  driverAdmin: (user, role) => inDriverRole(user, role) && (user.is_driver_admin || user.is_staff),
  staff: (user) => user.is_staff,
  // Staff edit any open trip; agents edit their drafts (the trip form tells drafts apart).
  tripEditor: (user, role) => user.is_staff || (role === 'agent' && user.is_agent),
};

export function hasAccess(rule: AccessRule, user: CurrentUser, role: ActiveRole): boolean {
  return checks[rule](user, role);
}

/** What the router attaches to a route (`handle`) so the protected layout can guard it. */
export interface RouteAccessHandle {
  access?: AccessRule;
}
