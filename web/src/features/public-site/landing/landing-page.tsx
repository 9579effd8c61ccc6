import { Anchor, Box, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ClientOnly } from '../../../components/client-only.tsx';
import { CssButtonLink } from '../../../components/css-button.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import classes from './landing-page.module.css';
import { SELLING_POINTS } from './selling-points.ts';

// Below the fold: its code loads after the first render, keeping the page's first download small
// (docs/performance.md); the space is reserved so nothing jumps when it arrives.
const AreaOfOperations = lazy(() => import('./area-of-operations.tsx'));

/** The page's title and description; also written into the prerendered page's head (web/src/app/prerender.tsx). */
export const LANDING_PAGE_HEAD = {
  title: 'Private transfers and day trips in Croatia and Slovenia',
  description:
    'Book private door-to-door transfers and sightseeing day trips in Croatia and Slovenia with professional local drivers in clean, modern vehicles.',
};

/** The space the maps section keeps while its code loads, so nothing below it moves when it arrives. */
const areaOfOperationsPlaceholder = <Box mih={720} />;

/** / and /home: the hero with the call to book, the three selling points and where we drive. */
export function LandingPage() {
  return (
    <>
      <PageHead title={LANDING_PAGE_HEAD.title} description={LANDING_PAGE_HEAD.description} />
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
              {/* CSS-only buttons: this page is the first download (docs/performance.md). */}
              <CssButtonLink to="/app/new-trip" variant="accent">
                Book a trip
                <IconArrowRight size={20} aria-hidden />
              </CssButtonLink>
              <CssButtonLink to="/contact" variant="white">
                Contact us
              </CssButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-label="Why travel with us">
        <div className={classes.sellingPoints}>
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
        </div>
      </Container>
      {/* Prerendered as its placeholder: its code and styles are in a lazy chunk (ADR 0031). */}
      <ClientOnly placeholder={areaOfOperationsPlaceholder}>
        <Suspense fallback={areaOfOperationsPlaceholder}>
          <AreaOfOperations />
        </Suspense>
      </ClientOnly>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              Questions before you book?
            </Title>
            <Text c="dimmed">
              Most answers are in the FAQ; for anything else,{' '}
              <Anchor component={Link} to="/contact">
                write to us
              </Anchor>
              . Transport companies can{' '}
              <Anchor component={Link} to="/partners">
                become a partner
              </Anchor>
              .
            </Text>
          </Stack>
          <CssButtonLink to="/faq" variant="light" size="md">
            Read the FAQ
          </CssButtonLink>
        </Group>
      </Container>
    </>
  );
}
