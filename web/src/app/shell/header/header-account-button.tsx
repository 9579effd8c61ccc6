import { Button } from '@mantine/core';
import { IconArrowRight, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';

/** 'Sign in' for a visitor, 'Go to app' for a signed-in user; loaded lazily by PublicHeader. */
export default function HeaderAccountButton() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();

  // Nothing while the user loads, so the button does not flicker from 'Sign in' to the app link.
  if (user === null && pathname !== '/login') {
    return (
      <Button component={Link} to="/login" variant="light" leftSection={<IconLogin2 size={18} aria-hidden />}>
        Sign in
      </Button>
    );
  }
  if (user) {
    return (
      <Button component={Link} to="/app/trips" rightSection={<IconArrowRight size={18} aria-hidden />}>
        Go to app
      </Button>
    );
  }
  return null;
}
