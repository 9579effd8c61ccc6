import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { SELLING_POINTS } from './selling-points.ts';

/** / and /home: the hero with the call to book, and the three selling points. */
export function LandingPage() {
  return (
    <>
      <PageTitle title="Private transfers and day trips in Croatia and Slovenia" />
      <Box
        py={{ base: 56, sm: 96 }}
        style={{
          background:
            'linear-gradient(160deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 55%, var(--mantine-color-brand-5) 100%)',
        }}
      >
        <Container size="lg">
          <Stack gap="lg" maw={680}>
            <Title order={1} c="white" fz={{ base: 34, sm: 52 }} lh={1.1}>
              Private transfers and day trips in Croatia and Slovenia
            </Title>
            <Text c="white" fz={{ base: 'lg', sm: 20 }} style={{ opacity: 0.92 }}>
              Door-to-door rides with professional local drivers: airport pickups, city-to-city transfers and
              sightseeing stops along the way.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/app/new-trip"
                size="lg"
                color="yellow.4"
                c="dark.9"
                rightSection={<IconArrowRight size={20} aria-hidden />}
              >
                Book a trip
              </Button>
              <Button component={Link} to="/contact" size="lg" variant="white" color="brand.8">
                Contact us
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="sm">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <Icon size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
