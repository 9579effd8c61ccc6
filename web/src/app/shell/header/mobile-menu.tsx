import { Anchor, Burger, Button, Divider, Drawer, NavLink, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLogout, IconSettings } from '@tabler/icons-react';
import type { CurrentUser } from '@vozimo/contract';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import type { AppMenu } from '../menu/build-menu.ts';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { COLOR_SCHEME_OPTIONS, isColorScheme } from './color-scheme-options.ts';
import { displayName } from './display-name.ts';
import { NewTripButton } from './new-trip-button.tsx';
import { isActiveRole, ROLE_OPTIONS } from './role-options.ts';

interface MobileMenuProps {
  user: CurrentUser;
  menu: AppMenu;
  role: ActiveRole;
  onRoleChange: (role: ActiveRole) => void;
  onSignOut: () => void;
}

const DRAWER_ID = 'mobile-menu';

/** The narrow-screen menu: a burger that opens a drawer with everything the desktop header holds. */
export function MobileMenu({ user, menu, role, onRoleChange, onSignOut }: MobileMenuProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const isActive = (to: string) => pathname === to || pathname.startsWith(to + '/');

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="lg"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={DRAWER_ID}
      />
      {/* Compound parts so the drawer header can be a <div>: a second <header> would read as a second
          banner landmark next to the page header. */}
      <Drawer.Root id={DRAWER_ID} opened={opened} onClose={close} position="right" size="xs" hiddenFrom="lg">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title>
              {/* The spec sends this logo to /home (the landing page), unlike the header logo. */}
              <Anchor component={Link} to="/home" underline="never" onClick={close}>
                <Logo size={28} />
              </Anchor>
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close menu" />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="md">
              <nav aria-label="Mobile">
                <Stack gap={2}>
                  {menu.links.map((item) => (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={item.label}
                      active={isActive(item.to)}
                      aria-current={isActive(item.to) ? 'page' : undefined}
                      onClick={close}
                    />
                  ))}
                  {menu.admin && (
                    <NavLink
                      component="a"
                      href="/admin/"
                      label="Admin"
                      rightSection={<IconExternalLink size={16} aria-hidden />}
                    />
                  )}
                </Stack>
              </nav>
              {menu.newTrip && <NewTripButton fullWidth onClick={close} />}
              <Divider />
              <Text fw={600} size="sm">
                {displayName(user)}
              </Text>
              <NavLink
                component={Link}
                to="/app/settings"
                label="Settings"
                leftSection={<IconSettings size={16} aria-hidden />}
                active={isActive('/app/settings')}
                onClick={close}
              />
              {menu.roleSwitch && (
                <SegmentedControl
                  aria-label="View the app as"
                  fullWidth
                  value={role}
                  onChange={(value) => {
                    if (!isActiveRole(value)) return;
                    onRoleChange(value);
                    close();
                  }}
                  data={ROLE_OPTIONS}
                />
              )}
              <Stack gap={4}>
                <Text size="sm" c="dimmed" id="mobile-color-scheme-label">
                  Color scheme
                </Text>
                <SegmentedControl
                  aria-labelledby="mobile-color-scheme-label"
                  fullWidth
                  value={colorScheme}
                  onChange={(value) => isColorScheme(value) && setColorScheme(value)}
                  data={COLOR_SCHEME_OPTIONS}
                />
              </Stack>
              <Button variant="light" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
                Sign out
              </Button>
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
