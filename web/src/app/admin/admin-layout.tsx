import { ActionIcon, Anchor, AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import type { CurrentUser } from '@vozimo/contract';
import { Link, Navigate, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useSignOut } from '../../api/auth/use-sign-out.ts';
import { showFailureToast } from '../../components/failure-toast.tsx';
import { Logo } from '../../components/logo.tsx';
import { hasAccess } from '../../lib/auth/access-rules.ts';
import { RequireUser } from '../../lib/auth/require-user.tsx';
import { UNAUTHORIZED_PATH } from '../../lib/auth/route-access-gate.tsx';
import { displayName } from '../shell/header/display-name.ts';
import { ADMIN_NAVIGATION } from './admin-sections.ts';

/**
 * /admin/: the back office, staff only (docs/decisions/0023-back-office.md). A full page of its own
 * with its own navigation; signed out goes to the login page with the way back, any other role to
 * the Unauthorized page before a single staff call is made. The server refuses every call anyway.
 */
export function AdminLayout() {
  return (
    <RequireUser>
      {(user) =>
        // The staff rule ignores the active role, so any role value will do here.
        hasAccess('staff', user, 'agent') ? <AdminShell user={user} /> : <Navigate replace to={UNAUTHORIZED_PATH} />
      }
    </RequireUser>
  );
}

function AdminShell({ user }: { user: CurrentUser }) {
  const [navOpen, nav] = useDisclosure(false);
  const location = useLocation();
  const signOut = useSignOut();
  const handleSignOut = () =>
    signOut.mutate(undefined, { onError: () => showFailureToast('Please try again.', { title: 'Sign out failed' }) });

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpen} onClick={nav.toggle} hiddenFrom="md" size="sm" aria-label={navOpen ? 'Close navigation' : 'Open navigation'} />
            <Anchor component={Link} to="/admin/approvals" underline="never" aria-label="Vozimo admin home">
              <Logo size={28} />
            </Anchor>
            <Title order={2} size="h4" fw={600}>
              Admin
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {displayName(user)}
            </Text>
            {/* Words from a tablet up; on a phone the icons alone, named for screen readers, so the header fits. */}
            <Button component={Link} to="/app/trips" variant="subtle" size="compact-sm" visibleFrom="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Back to app
            </Button>
            <ActionIcon component={Link} to="/app/trips" variant="subtle" size="lg" hiddenFrom="sm" aria-label="Back to app">
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
            <Button variant="subtle" color="gray" size="compact-sm" visibleFrom="sm" onClick={handleSignOut} leftSection={<IconLogout size={16} aria-hidden />}>
              Sign out
            </Button>
            <ActionIcon variant="subtle" color="gray" size="lg" hiddenFrom="sm" onClick={handleSignOut} aria-label="Sign out">
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin">
        <ScrollArea>
          <Stack gap="md" component="nav" aria-label="Admin sections">
            {ADMIN_NAVIGATION.map(({ group, sections }) => (
              <div key={group}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {group}
                </Text>
                {sections.map((section) => (
                  <NavLink
                    key={section.path}
                    component={RouterNavLink}
                    to={`/admin/${section.path}`}
                    label={section.label}
                    leftSection={<section.icon size={18} aria-hidden />}
                    active={location.pathname.startsWith(`/admin/${section.path}`)}
                    onClick={nav.close}
                  />
                ))}
              </div>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
