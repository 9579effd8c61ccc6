import { Alert, Center, Loader, Paper, Text, type AlertProps, type MantineSize, type StyleProp, type MantineSpacing } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// What a page (a list or one record) or a panel shows while its query is under way, when it fails
// and when a list is empty: one look and one wording everywhere (spec section 8, 'Bummer').

interface QueryLoaderProps {
  /** Names what is loading, for screen readers ('Loading the trip'). */
  label: string;
  size?: MantineSize;
  py?: StyleProp<MantineSpacing>;
}

/** The spinner a page or panel shows while its data loads. */
export function QueryLoader({ label, size, py = 'xl' }: QueryLoaderProps) {
  return (
    <Center py={py}>
      <Loader size={size} aria-label={label} />
    </Center>
  );
}

/** A wait the reader is told about in words: a small spinner beside the sentence, announced as a status. */
export function QueryProgress({ children }: { children: ReactNode }) {
  return (
    <Center py="md" role="status">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>{children}</Text>
    </Center>
  );
}

type LoadFailedAlertProps = Omit<AlertProps, 'title' | 'color' | 'icon' | 'role'> & {
  children: ReactNode;
  /** The spec's 'Bummer' unless a screen has its own words; null for an alert without a title. */
  title?: string | null;
};

/** A page or panel whose data failed to load: the red alert of the spec with the screen's own sentence. */
export function LoadFailedAlert({ children, title = 'Bummer', ...layout }: LoadFailedAlertProps) {
  return (
    <Alert color="red" title={title ?? undefined} icon={<IconAlertTriangle aria-hidden />} role="alert" {...layout}>
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
