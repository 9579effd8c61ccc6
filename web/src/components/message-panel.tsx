import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface MessagePanelProps {
  /** A short word or two shown large above the title (e.g. 404). */
  label?: string;
  title: string;
  children: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
}

/** A centred page-sized message: not found, unauthorized, load failures. */
export function MessagePanel({ label, title, children, actions }: MessagePanelProps) {
  return (
    <Center py={{ base: 48, sm: 80 }} px="md">
      <PageTitle title={title} />
      <Stack align="center" gap="md" ta="center" maw={560}>
        {label && (
          <Text fz={{ base: 64, sm: 96 }} fw={900} lh={1} c="gray.6" aria-hidden>
            {label}
          </Text>
        )}
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {children}
        </Text>
        {actions}
      </Stack>
    </Center>
  );
}
