import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';

const FOOTER_LINKS = [
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'FAQ', to: '/faq' },
];

/** Footer of the public pages (spec section 1). */
export function SiteFooter() {
  return (
    <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6}>
            <Logo size={26} />
            <Text size="sm" c="dimmed">
              © 2024 All rights reserved.
            </Text>
            {/* The gazetteer's licence asks for this credit wherever its place names are used. */}
            <Text size="xs" c="dimmed">
              Place names:{' '}
              <Anchor href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer" c="dimmed" size="xs" underline="always">
                GeoNames
              </Anchor>{' '}
              (
              <Anchor
                href="https://creativecommons.org/licenses/by/4.0/"
                target="_blank"
                rel="noopener noreferrer license"
                c="dimmed"
                size="xs"
                underline="always"
              >
                CC BY 4.0
              </Anchor>
              )
            </Text>
          </Stack>
          <Group component="nav" aria-label="Footer" gap="lg">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dimmed" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
