import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface ComingSoonProps {
  /** The page's name, shown as its heading. */
  title: string;
  /** Replaces the default "coming soon" sentence. */
  description?: ReactNode;
  /** Extra content under the text, e.g. a link back. */
  children?: ReactNode;
}

/** Stands in for a page that is not built yet, so the route is never blank. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <Center py={{ base: 'xl', sm: 64 }} px="md">
      <PageTitle title={title} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHourglassHigh size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {description ?? 'This page is coming soon. We are working on it and it will be available here shortly.'}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
