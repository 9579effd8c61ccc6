import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { formatEuros, formatPickup } from '@vozimo/contract';
import { PaymentCell } from './payment-cell.tsx';
import type { PendingTripsViewProps } from './pending-trips-table.tsx';
import { isSelectable, selectAllState } from './selection.ts';
import { customerName, TripReferenceLink } from './trip-link.tsx';

/** The same trips on a phone: one card each, the checkbox first, the table's columns as labelled lines. */
export function PendingTripCards({ trips, selectable: choosing, chosen, onToggle, onToggleAll, onOpenPayment }: PendingTripsViewProps) {
  const all = selectAllState(trips, chosen);
  return (
    <Stack gap="sm">
      {choosing && (
        <Checkbox
          label="Select all trips"
          checked={all.checked}
          indeterminate={all.indeterminate}
          disabled={all.disabled}
          onChange={onToggleAll}
          px="xs"
        />
      )}
      <Stack gap="sm" role="list" aria-label="Pending Payments">
        {trips.map((trip) => {
          const selectable = isSelectable(trip);
          const selected = selectable && chosen.has(trip.trip_id);
          return (
            <Paper
              key={trip.trip_id}
              withBorder
              radius="md"
              p="sm"
              role="listitem"
              style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}
              data-testid="pending-trip-row"
            >
              <Group align="flex-start" wrap="nowrap" gap="sm">
                {choosing && (
                  <Checkbox
                    mt={2}
                    aria-label={`Select trip ${trip.reference ?? trip.trip_id}`}
                    checked={selected}
                    disabled={!selectable}
                    onChange={() => onToggle(trip.trip_id)}
                  />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <TripReferenceLink trip={trip} />
                    <Text fw={600}>{formatEuros(trip.deposit_gross)}</Text>
                  </Group>
                  <Text fw={500}>
                    {trip.start_locality} – {trip.end_locality}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatPickup(trip.pickup_date, trip.pickup_time)} · {customerName(trip)}
                  </Text>
                  {trip.bulk_payment && (
                    <Group mt={4}>
                      <PaymentCell trip={trip} onOpenPayment={onOpenPayment} />
                    </Group>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
