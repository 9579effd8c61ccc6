import { AppShell } from '@mantine/core';
import type { CurrentUser } from '@vozimo/contract';
import { Outlet } from 'react-router';
import { RequireUser } from '../../lib/auth/require-user.tsx';
import { RouteAccessGate } from '../../lib/auth/route-access-gate.tsx';
import { AppHeader } from '../shell/header/app-header.tsx';
import { useRoleSwitch } from '../../lib/auth/use-role-switch.ts';

/** /app: signed-in users only; the header and the route guard both follow the active role. */
export function ProtectedLayout() {
  return <RequireUser>{(user) => <SignedInShell user={user} />}</RequireUser>;
}

function SignedInShell({ user }: { user: CurrentUser }) {
  const [role, changeRole] = useRoleSwitch(user);

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader user={user} role={role} onRoleChange={(next) => void changeRole(next)} />
      </AppShell.Header>
      <AppShell.Main>
        <RouteAccessGate user={user} role={role}>
          <Outlet />
        </RouteAccessGate>
      </AppShell.Main>
    </AppShell>
  );
}
