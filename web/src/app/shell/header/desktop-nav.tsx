import { Button, Group } from '@mantine/core';
import type { AppMenu } from '../menu/build-menu.ts';
import { NavButton } from './nav-button.tsx';

/** The wide-screen menu: the role's links, then the full-page Admin link for staff. */
export function DesktopNav({ menu }: { menu: AppMenu }) {
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap">
      {menu.links.map((item) => (
        <NavButton key={item.to} item={item} />
      ))}
      {menu.admin && (
        // A plain link on purpose: /admin/ is a separate full page, not a route of this app.
        <Button component="a" href="/admin/" variant="subtle" color="gray" c="var(--mantine-color-text)" fw={500} px="sm">
          Admin
        </Button>
      )}
    </Group>
  );
}
