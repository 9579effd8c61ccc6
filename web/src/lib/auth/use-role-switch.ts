import type { CurrentUser } from '@vozimo/contract';
import { useMatches, useNavigate } from 'react-router';
import type { ActiveRole } from './choose-initial-role.ts';
import { routesAllow } from './route-access-gate.tsx';
import { useActiveRole } from './use-active-role.ts';

/** Where a role switch lands when the open screen is not the new role's: the trips list exists in both. */
export const ROLE_SWITCH_LANDING = '/app/trips';

/**
 * The active role and the switch of the header's 'View as' menu. The open screen stays when the new
 * role may see it; otherwise the switch goes to the trips list first and changes the role once it is
 * there, so the access gate never sees the old screen with the new role (which would show Unauthorized).
 */
export function useRoleSwitch(user: CurrentUser): [ActiveRole, (role: ActiveRole) => Promise<void>] {
  const [role, setRole] = useActiveRole(user);
  const matches = useMatches();
  const navigate = useNavigate();
  const changeRole = async (next: ActiveRole) => {
    // flushSync: the router otherwise renders its new state in a transition, after the role's
    // change has rendered with the old screen's matches.
    if (!routesAllow(matches, user, next)) await navigate(ROLE_SWITCH_LANDING, { flushSync: true });
    setRole(next);
  };
  return [role, changeRole];
}
