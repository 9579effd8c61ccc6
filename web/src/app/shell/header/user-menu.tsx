import { Avatar, Button, Menu, useMantineColorScheme } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import type { CurrentUser } from '@vozimo/contract';
import { Link } from 'react-router';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { COLOR_SCHEME_OPTIONS, isColorScheme } from './color-scheme-options.ts';
import { displayName, initials } from './display-name.ts';
import { isActiveRole, ROLE_OPTIONS } from './role-options.ts';

interface UserMenuProps {
  user: CurrentUser;
  role: ActiveRole;
  roleSwitch: boolean;
  onRoleChange: (role: ActiveRole) => void;
  onSignOut: () => void;
}

/** The dropdown under the user's name: settings, view-as switch (staff), colour scheme, sign out. */
export function UserMenu({ user, role, roleSwitch, onRoleChange, onSignOut }: UserMenuProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    // Inside the header (no portal) so the open menu stays in the banner landmark; no focus placeholder,
    // whose role="presentation" is not a valid child of role="menu" (axe aria-required-children).
    <Menu position="bottom-end" width={220} shadow="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="var(--mantine-color-text)"
          fw={500}
          px="xs"
          leftSection={
            <Avatar size={28} radius="xl" color="brand" aria-hidden>
              {initials(user)}
            </Avatar>
          }
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {displayName(user)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/app/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Settings
        </Menu.Item>
        {roleSwitch && (
          <>
            <Menu.Divider />
            <Menu.Label>View the app as</Menu.Label>
            <Menu.RadioGroup value={role} onChange={(value) => isActiveRole(value) && onRoleChange(value)}>
              {ROLE_OPTIONS.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value} closeMenuOnClick>
                  {option.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </>
        )}
        <Menu.Divider />
        <Menu.Label>Color scheme</Menu.Label>
        <Menu.RadioGroup value={colorScheme} onChange={(value) => isColorScheme(value) && setColorScheme(value)}>
          {COLOR_SCHEME_OPTIONS.map((option) => (
            <Menu.RadioItem key={option.value} value={option.value}>
              {option.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
