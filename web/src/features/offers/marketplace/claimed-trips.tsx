import { Button, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { OFFERS_SCREEN_TEXT, type ClaimedTrip } from '@vozimo/contract';
import { MoneyCells, TripCardSummary, TripCells, TripHeaderCells } from './trip-parts.tsx';
import { tripName } from './trip-text.ts';

export interface ClaimedTripsProps {
  trips: ClaimedTrip[];
  onChange: (trip: ClaimedTrip) => void;
}

/** 'Škoda Superb · ST 4521-KL', or a dash while the trip has no vehicle. */
function vehicleText(trip: ClaimedTrip): string {
  if (trip.vehicle__vehicle_make === null) return '—';
  const name = `${trip.vehicle__vehicle_make} ${trip.vehicle__vehicle_model ?? ''}`.trim();
  return trip.vehicle__license_plate ? `${name} · ${trip.vehicle__license_plate}` : name;
}

/** 'Change', or from 24 hours before pickup the spec's words for why not (section 2). */
function ChangeAction({ trip, onChange, fullWidth = false }: { trip: ClaimedTrip; onChange: (trip: ClaimedTrip) => void; fullWidth?: boolean }) {
  if (!trip.can_change_driver_vehicle) {
    return (
      <Text size="sm" c="dimmed">
        {OFFERS_SCREEN_TEXT.cannotChange}
      </Text>
    );
  }
  return (
    <Button size="xs" variant="light" fullWidth={fullWidth} onClick={() => onChange(trip)} aria-label={`Change driver and vehicle of ${tripName(trip)}`}>
      Change
    </Button>
  );
}

/** 'Upcoming Claimed Trips' on a wide screen: the trip, who drives it in what, the payout, then Change. */
export function ClaimedTripsTable({ trips, onChange }: ClaimedTripsProps) {
  return (
    <ScrollArea type="auto">
      <Table miw={1000} highlightOnHover verticalSpacing="sm" aria-label="Upcoming Claimed Trips">
        <Table.Thead>
          <Table.Tr>
            <TripHeaderCells />
            <Table.Th>Driver and vehicle</Table.Th>
            <Table.Th ta="right">Gross Price</Table.Th>
            <Table.Th ta="right">Your payout</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => (
            <Table.Tr key={trip.trip_id} data-testid="claimed-trip">
              <TripCells trip={trip} />
              <Table.Td miw={170}>
                <Text size="sm" fw={500}>
                  {trip.driver__driver_name ?? '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  {vehicleText(trip)}
                </Text>
              </Table.Td>
              <MoneyCells trip={trip} />
              <Table.Td ta="right" w={120}>
                <ChangeAction trip={trip} onChange={onChange} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The same trips on a phone: one card each, the driver and vehicle under the trip, Change across the bottom. */
export function ClaimedTripCards({ trips, onChange }: ClaimedTripsProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Upcoming Claimed Trips">
      {trips.map((trip) => (
        <Paper key={trip.trip_id} withBorder radius="md" p="sm" role="listitem" data-testid="claimed-trip">
          <Stack gap={4}>
            <TripCardSummary trip={trip} />
            <Text size="sm">
              {trip.driver__driver_name ?? '—'} · {vehicleText(trip)}
            </Text>
            <Text size="sm" ff="monospace" c="dimmed">
              {trip.reference ?? '—'}
            </Text>
            <Group mt={4}>
              <ChangeAction trip={trip} onChange={onChange} fullWidth />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
