import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { formatEuros, type OfferedTrip } from '@vozimo/contract';
import { Link } from 'react-router';
import { customerText, passengersText, pickupDateText, pickupTimeText, routeLengthText, routeText, stopsText, tripPagePath } from './trip-text.ts';

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
      <Table.Td miw={220}>
        <RouteName trip={trip} />
        <RouteDetails trip={trip} />
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
          <RouteName trip={trip} />
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
      <RouteDetails trip={trip} />
    </>
  );
}

/**
 * The route, as a link to the driver side's trip page where the viewer may open it (the claiming
 * company, staff); plain words on an offer, which every company sees (ADR 0056).
 */
function RouteName({ trip }: { trip: OfferedTrip }) {
  if (!trip.can_open_trip) return <Text span fw={600} fz="inherit">{routeText(trip)}</Text>;
  return (
    <Anchor component={Link} to={tripPagePath(trip)} fw={600} fz="inherit">
      {routeText(trip)}
    </Anchor>
  );
}

/** What a company weighs before claiming: how far and how long, where the driver meets the passengers, and the stops. */
function RouteDetails({ trip }: { trip: OfferedTrip }) {
  const length = routeLengthText(trip);
  const stops = stopsText(trip);
  return (
    <Stack gap={0} mt={2}>
      {length && (
        <Text size="xs" c="dimmed">
          {length}
        </Text>
      )}
      {trip.start_loc_details && (
        <Text size="xs" c="dimmed">
          Pickup: {trip.start_loc_details}
        </Text>
      )}
      {stops && (
        <Text size="xs" c="dimmed">
          {trip.stops.length === 1 ? 'Stop' : 'Stops'}: {stops}
        </Text>
      )}
    </Stack>
  );
}
