import { Anchor, Box, Container, Group } from '@mantine/core';
import { lazy } from 'react';
import { Link } from 'react-router';
import { QueryBoundary } from '../../query-boundary.tsx';
import { ClientOnly } from '../../../components/client-only.tsx';
import { Logo } from '../../../components/logo.tsx';

// Loaded after the page renders: on the landing page it brings TanStack Query, which the page itself
// does not need (docs/performance.md).
const HeaderAccountButton = lazy(() => import('./header-account-button.tsx'));

/** Header of the public pages: loads the user without asking anyone to sign in. */
export function PublicHeader() {
  return (
    <Box component="header" h={64} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never">
            <Logo size={30} />
          </Anchor>
          {/* Not in the prerendered landing page: it needs the visitor's session (ADR 0031). */}
          <ClientOnly placeholder={null}>
            <QueryBoundary>
              <HeaderAccountButton />
            </QueryBoundary>
          </ClientOnly>
        </Group>
      </Container>
    </Box>
  );
}
