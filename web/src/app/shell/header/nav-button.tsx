import { Button } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import type { NavItem } from '../menu/build-menu.ts';

/** A desktop menu entry; marks itself as the current page when its route (or a child of it) is open. */
export function NavButton({ item }: { item: NavItem }) {
  const active = useMatch({ path: item.to, end: false }) !== null;
  return (
    <Button
      component={Link}
      to={item.to}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      c={active ? undefined : 'var(--mantine-color-text)'}
      fw={active ? 600 : 500}
      px="sm"
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Button>
  );
}
