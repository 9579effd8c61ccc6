import { Alert, Center, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The spinner a list shows while it loads; `label` names what is loading for screen readers. */
export function ListLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A list that failed to load: the red 'Bummer' alert of the spec with the list's own sentence. */
export function LoadFailedAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" title="Bummer" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

/** A list with nothing in it: its sentence in a quiet panel. */
export function EmptyListPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
