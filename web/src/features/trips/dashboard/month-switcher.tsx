import { ActionIcon, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatMonth, shiftMonth } from '@vozimo/contract';

interface MonthSwitcherProps {
  month: string;
  onChange: (month: string) => void;
}

/** The month picker with previous and next month buttons. */
export function MonthSwitcher({ month, onChange }: MonthSwitcherProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Previous month (${formatMonth(shiftMonth(month, -1))})`}
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <MonthPickerInput
        aria-label="Month"
        value={`${month}-01`}
        valueFormat="MMMM YYYY"
        onChange={(value) => value && onChange(value.slice(0, 7))}
        w={170}
        popoverProps={{ position: 'bottom-start' }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Next month (${formatMonth(shiftMonth(month, 1))})`}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
