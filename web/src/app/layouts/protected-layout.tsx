import { AppShell } from '@mantine/core';
import type { CurrentUser } from '@vozimo/contract';
import { Outlet, useNavigate } from 'react-router';
import { RequireUser } from '../../lib/auth/require-user.tsx';
import { RouteAccessGate } from '../../lib/auth/route-access-gate.tsx';
import { AppHeader } from '../shell/header/app-header.tsx';
import type { ActiveRole } from '../../lib/auth/choose-initial-role.ts';
import { useActiveRole } from '../../lib/auth/use-active-role.ts';

/** /app: signed-in users only; the header and the route guard both follow the active role. */
export function ProtectedLayout() {
  return <RequireUser>{(user) => <SignedInShell user={user} />}</RequireUser>;
}

function SignedInShell({ user }: { user: CurrentUser }) {
  const [role, setRole] = useActiveRole(user);
  const navigate = useNavigate();
  const changeRole = (next: ActiveRole) => {
    setRole(next);
    // The open screen may not exist in the other role; the trips list exists in both.
    void navigate('/app/trips');
  };

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader user={user} role={role} onRoleChange={changeRole} />
      </AppShell.Header>
      <AppShell.Main>
        <RouteAccessGate user={user} role={role}>
          <Outlet />
        </RouteAccessGate>
      </AppShell.Main>
    </AppShell>
  );
}
