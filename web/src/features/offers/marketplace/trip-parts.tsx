import { Group, Stack, Table, Text } from '@mantine/core';
import { formatEuros, type OfferedTrip } from '@vozimo/contract';
import { customerText, passengersText, pickupDateText, pickupTimeText, routeText } from './trip-text.ts';

// What both lists show of a trip, the same way: the leading columns of their tables and the top of
// their phone cards. Each list adds its own (the payout and Claim; the driver, vehicle and Change).

/** The headers of the columns every list starts with. */
export function TripHeaderCells() {
  return (
    <>
      <Table.Th>Date</Table.Th>
      <Table.Th>Time</Table.Th>
      <Table.Th>Route</Table.Th>
      <Table.Th>Reference</Table.Th>
      <Table.Th>Customer</Table.Th>
      <Table.Th>Vehicle type</Table.Th>
      <Table.Th ta="right">Passengers</Table.Th>
    </>
  );
}

/** The cells of those columns for one trip. */
export function TripCells({ trip }: { trip: OfferedTrip }) {
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{pickupDateText(trip)}</Table.Td>
      <Table.Td>{pickupTimeText(trip)}</Table.Td>
      <Table.Td miw={160} fw={500}>
        {routeText(trip)}
      </Table.Td>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {trip.reference ?? '—'}
      </Table.Td>
      <Table.Td>{customerText(trip)}</Table.Td>
      <Table.Td>{trip.vehicle_type__vehicle_type_name}</Table.Td>
      <Table.Td ta="right">{trip.passengers}</Table.Td>
    </>
  );
}

/** The gross price and the payout cells, the payout in bold: what the company looks for first. */
export function MoneyCells({ trip }: { trip: OfferedTrip }) {
  return (
    <>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(trip.price__price_gross)}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(trip.price__driver_gross)}
      </Table.Td>
    </>
  );
}

/** The top of a trip's phone card: the route with the payout beside it, when, who and in what. */
export function TripCardSummary({ trip }: { trip: OfferedTrip }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} style={{ minWidth: 0 }}>
          {routeText(trip)}
        </Text>
        <Stack gap={0} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatEuros(trip.price__driver_gross)}
          </Text>
          <Text size="xs" c="dimmed">
            Your payout
          </Text>
        </Stack>
      </Group>
      <Text size="sm">
        {pickupDateText(trip)}, {pickupTimeText(trip)}
      </Text>
      <Text size="sm" c="dimmed">
        {customerText(trip)} · {passengersText(trip)} · {trip.vehicle_type__vehicle_type_name}
      </Text>
    </>
  );
}
