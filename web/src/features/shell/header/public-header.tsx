import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconArrowRight, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { useCurrentUser } from '../../auth/api/use-current-user.ts';

/** Header of the public pages: loads the user without asking anyone to sign in. */
export function PublicHeader() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();

  return (
    <Box component="header" h={64} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never">
            <Logo size={30} />
          </Anchor>
          {/* Nothing while the user loads, so the button does not flicker from 'Sign in' to the app link. */}
          {user === null && pathname !== '/login' && (
            <Button component={Link} to="/login" variant="light" leftSection={<IconLogin2 size={18} aria-hidden />}>
              Sign in
            </Button>
          )}
          {user && (
            <Button component={Link} to="/app/trips" rightSection={<IconArrowRight size={18} aria-hidden />}>
              Go to app
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
