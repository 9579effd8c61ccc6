import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { formatEuros } from '@vozimo/contract';

interface SelectionBarProps {
  count: number;
  /** The chosen trips' deposits added up, as a money string. */
  total: string;
  creating: boolean;
  onMakePayment: () => void;
}

/** Stays at the bottom of the screen while the list scrolls: what is chosen, and 'Make Payment'. */
export function SelectionBar({ count, total, creating, onMakePayment }: SelectionBarProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 2 }}
      role="region"
      aria-label="Selected trips"
    >
      <Group justify="space-between" gap="sm">
        <Text aria-live="polite" data-testid="selection-summary">
          <strong>{count === 1 ? '1 trip' : `${count} trips`}</strong> selected · Total <strong>{formatEuros(total)}</strong>
        </Text>
        <Button leftSection={<IconBuildingBank size={18} aria-hidden />} loading={creating} onClick={onMakePayment}>
          Make Payment
        </Button>
      </Group>
    </Paper>
  );
}
