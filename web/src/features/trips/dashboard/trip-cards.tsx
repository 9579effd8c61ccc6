import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatEuros, formatPickup, type TripsPageRow } from '@vozimo/contract';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { customerName, tripRowUrl } from './trip-columns.ts';

interface TripCardsProps {
  rows: TripsPageRow[];
}

/**
 * The trips of one page on a phone, one card each (as Payments shows its trips): route, date,
 * reference, customer, status and the gross price; the table's other columns stay on wider screens.
 */
export function TripCards({ rows }: TripCardsProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Trips">
      {rows.map((row) => {
        const route = `${row.start_locality} - ${row.end_locality}`;
        const url = tripRowUrl(row);
        return (
          <Paper key={row.trip_id} withBorder radius="md" p="sm" role="listitem" data-testid="trip-card">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                {url ? (
                  <Anchor component={Link} to={url} fw={600} style={{ minWidth: 0 }}>
                    {route}
                  </Anchor>
                ) : (
                  <Text fw={600}>{route}</Text>
                )}
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatEuros(row.price_gross)}
                </Text>
              </Group>
              <Text size="sm">{formatPickup(row.pickup_date, row.pickup_time)}</Text>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" ff="monospace">
                    {row.reference ?? '—'}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {customerName(row)}
                  </Text>
                </Stack>
                <StatusBadge status={row.status} />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
