import { Badge } from '@mantine/core';
import { TRIP_STATUS_DISPLAY, type TripStatus } from '@vozimo/contract';

/** A trip status with the spec's label and colour; `long` uses e.g. 'Pending Payment'. */
export function StatusBadge({ status, long = false }: { status: TripStatus; long?: boolean }) {
  const display = TRIP_STATUS_DISPLAY[status];
  return (
    <Badge color={display.color} variant="light" radius="sm">
      {long ? display.longLabel : display.label}
    </Badge>
  );
}
