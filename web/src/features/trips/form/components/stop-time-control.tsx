import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { StopDurationLimits } from '@vozimo/contract';
import { formatStopTime } from '../model/route-summary.ts';
import { stopTimeSteps } from '../model/stop-times.ts';

interface StopTimeControlProps {
  name: string;
  minutes: number;
  limits: StopDurationLimits;
  onChange: (minutes: number) => void;
  disabled: boolean;
}

/** The stop's length with minus and plus buttons in 30-minute steps, dimmed and disabled at the bounds. */
export function StopTimeControl({ name, minutes, limits, onChange, disabled }: StopTimeControlProps) {
  const { shorter, longer } = stopTimeSteps(minutes, limits);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Time at ${name}`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Shorter stop at ${name}`}
        disabled={disabled || shorter === null}
        onClick={() => shorter !== null && onChange(shorter)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Text fw={600} miw={84} ta="center" aria-live="polite">
        {formatStopTime(minutes)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Longer stop at ${name}`}
        disabled={disabled || longer === null}
        onClick={() => longer !== null && onChange(longer)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
