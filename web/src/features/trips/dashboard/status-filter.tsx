import { MultiSelect } from '@mantine/core';
import { TRIP_STATUS_DISPLAY, TRIP_STATUSES, type TripStatus } from '@vozimo/contract';

const OPTIONS = TRIP_STATUSES.map((status) => ({ value: status, label: TRIP_STATUS_DISPLAY[status].label }));

interface StatusFilterProps {
  value: TripStatus[];
  onChange: (statuses: TripStatus[]) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <MultiSelect
      aria-label="Filter by status"
      placeholder={value.length === 0 ? 'Filter by status' : undefined}
      data={OPTIONS}
      value={value}
      onChange={(next) => onChange(next as TripStatus[])}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear status filter' }}
      miw={240}
      w={{ base: '100%', sm: 'auto' }}
      maw={{ base: '100%', sm: 420 }}
    />
  );
}
