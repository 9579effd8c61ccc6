import { Badge } from '@mantine/core';
import { TRIP_STATUS_DISPLAY, type TripStatus } from '@vozimo/contract';

/**
 * A trip status with the spec's label and colour; `long` uses e.g. 'Pending Payment'. Never cut
 * short: Mantine's label may shrink to nothing (overflow hidden), which let a crowded table column
 * squeeze 'Completed' to 'COMPLE…'; the badge's least width is its whole label.
 */
export function StatusBadge({ status, long = false }: { status: TripStatus; long?: boolean }) {
  const display = TRIP_STATUS_DISPLAY[status];
  return (
    <Badge color={display.color} variant="light" radius="sm" miw="max-content">
      {long ? display.longLabel : display.label}
    </Badge>
  );
}
