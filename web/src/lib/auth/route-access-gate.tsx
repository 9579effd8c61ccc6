import type { CurrentUser } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Navigate, useMatches, type UIMatch } from 'react-router';
import type { ActiveRole } from './choose-initial-role.ts';
import { hasAccess, type RouteAccessHandle } from './access-rules.ts';

export const UNAUTHORIZED_PATH = '/app/unauthorized';

interface RouteAccessGateProps {
  user: CurrentUser;
  role: ActiveRole;
  children: ReactNode;
}

/** Whether every matched route's `handle.access` rule lets this user in, in this role. */
export function routesAllow(matches: readonly UIMatch[], user: CurrentUser, role: ActiveRole): boolean {
  return matches.every((match) => {
    const rule = (match.handle as RouteAccessHandle | undefined)?.access;
    return rule === undefined || hasAccess(rule, user, role);
  });
}

/** Sends the user to the unauthorized page when any matched route's `handle.access` rule denies them. */
export function RouteAccessGate({ user, role, children }: RouteAccessGateProps) {
  const matches = useMatches();
  if (!routesAllow(matches, user, role)) return <Navigate replace to={UNAUTHORIZED_PATH} />;
  return children;
}
