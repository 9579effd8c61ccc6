import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconExternalLink, IconMail, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { COMPANY } from '@vozimo/contract';

const SOCIAL_ICONS = { Facebook: IconBrandFacebook, Instagram: IconBrandInstagram } as const;

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /contact (spec section 2): e-mail, postal address and social networks; replies within 24 hours. */
export function ContactPage() {
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <PageHead
        title="Contact us"
        description="Write to Vozimo support and we will get back to you within 24 hours: e-mail, postal address in Split, Croatia, and social networks."
      />
      <Stack gap="xs" mb="xl" maw={680}>
        <Title order={1}>Contact us</Title>
        <Text size="lg" c="dimmed">
          Leave your email and we will get back to you within 24 hours
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <ContactCard icon={<IconMail size={24} />} title="E-mail">
          <Text>Questions about a booking, a quote or a trip: write to our support team.</Text>
          <Anchor href={`mailto:${COMPANY.supportEmail}`} fw={600}>
            {COMPANY.supportEmail}
          </Anchor>
        </ContactCard>

        <ContactCard icon={<IconMapPin size={24} />} title="Postal address">
          <Text component="address" style={{ fontStyle: 'normal' }}>
            {COMPANY.addressLines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Text>
        </ContactCard>

        <ContactCard icon={<IconBrandInstagram size={24} />} title="Social networks">
          <Text>News, photos of our routes and travel tips.</Text>
          <Stack gap={6}>
            {COMPANY.social.map(({ name, url }) => {
              const Icon = SOCIAL_ICONS[name];
              return (
                <Anchor key={name} href={url} target="_blank" rel="noopener noreferrer" fw={600}>
                  <Group gap={6} component="span" wrap="nowrap">
                    <Icon size={18} aria-hidden />
                    {name}
                    <IconExternalLink size={14} aria-hidden />
                    <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                  </Group>
                </Anchor>
              );
            })}
          </Stack>
        </ContactCard>
      </SimpleGrid>

      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mt="xl" bg="var(--mantine-color-brand-light)">
        <Group justify="space-between" gap="md">
          <Stack gap={4} maw={620}>
            <Title order={2} fz="lg">
              Do you run a transport company?
            </Title>
            <Text>Drive with us: apply as a partner and receive trips in Croatia and Slovenia.</Text>
          </Stack>
          <Button component={Link} to="/partners" variant="filled">
            Become a partner
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
