import type { CurrentUser } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import type { ActiveRole } from './choose-initial-role.ts';
import { hasAccess, type RouteAccessHandle } from './access-rules.ts';

export const UNAUTHORIZED_PATH = '/app/unauthorized';

interface RouteAccessGateProps {
  user: CurrentUser;
  role: ActiveRole;
  children: ReactNode;
}

/** Sends the user to the unauthorized page when any matched route's `handle.access` rule denies them. */
export function RouteAccessGate({ user, role, children }: RouteAccessGateProps) {
  const matches = useMatches();
  const denied = matches.some((match) => {
    const rule = (match.handle as RouteAccessHandle | undefined)?.access;
    return rule !== undefined && !hasAccess(rule, user, role);
  });
  if (denied) return <Navigate replace to={UNAUTHORIZED_PATH} />;
  return children;
}
