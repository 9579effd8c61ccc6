import type { CurrentUser } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from './use-current-user.ts';
import { loginPathFor } from './login-redirect.ts';

interface RequireUserProps {
  children: (user: CurrentUser) => ReactNode;
}

/**
 * Renders its children only for a signed-in user. While the user loads nothing is shown; without a
 * user the visitor goes to the login page, replacing this entry and remembering where they were.
 */
export function RequireUser({ children }: RequireUserProps) {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (user === undefined) return null;
  if (user === null) return <Navigate replace to={loginPathFor(location)} state={{ from: location }} />;
  return children(user);
}
