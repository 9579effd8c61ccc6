import { Anchor, Group } from '@mantine/core';
import type { CurrentUser } from '@vozimo/contract';
import { Link } from 'react-router';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useSignOut } from '../../../api/auth/use-sign-out.ts';
import { buildMenu } from '../menu/build-menu.ts';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NewTripButton } from './new-trip-button.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  user: CurrentUser;
  role: ActiveRole;
  onRoleChange: (role: ActiveRole) => void;
}

/** Header of the signed-in area: logo, the active role's menu, user dropdown, and the mobile menu. */
export function AppHeader({ user, role, onRoleChange }: AppHeaderProps) {
  const signOut = useSignOut();
  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onError: () => showFailureToast('Please try again.', { title: 'Sign out failed' }),
    });
  const desktopMenu = buildMenu(user, role, 'desktop');
  const mobileMenu = buildMenu(user, role, 'mobile');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <Anchor component={Link} to="/app/trips" underline="never">
          <Logo size={30} />
        </Anchor>
        <Group visibleFrom="lg">
          <DesktopNav menu={desktopMenu} />
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap" visibleFrom="lg">
        {desktopMenu.newTrip && <NewTripButton />}
        <UserMenu
          user={user}
          role={role}
          roleSwitch={desktopMenu.roleSwitch}
          onRoleChange={onRoleChange}
          onSignOut={handleSignOut}
        />
      </Group>
      <MobileMenu user={user} menu={mobileMenu} role={role} onRoleChange={onRoleChange} onSignOut={handleSignOut} />
    </Group>
  );
}
