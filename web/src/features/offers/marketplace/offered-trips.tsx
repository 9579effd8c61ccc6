import { Button, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatEuros, type OfferedTrip } from '@vozimo/contract';
import { MoneyCells, TripCardSummary, TripCells, TripHeaderCells } from './trip-parts.tsx';
import { tripName } from './trip-text.ts';

export interface OfferedTripsProps {
  trips: OfferedTrip[];
  onClaim: (trip: OfferedTrip) => void;
}

function ClaimButton({ trip, onClaim, fullWidth = false }: { trip: OfferedTrip; onClaim: (trip: OfferedTrip) => void; fullWidth?: boolean }) {
  return (
    <Button size="xs" fullWidth={fullWidth} onClick={() => onClaim(trip)} aria-label={`Claim ${tripName(trip)}`}>
      Claim
    </Button>
  );
}

/** 'Offered Trips' on a wide screen: what the trip is and what the company is paid for it, then Claim. */
export function OfferedTripsTable({ trips, onClaim }: OfferedTripsProps) {
  return (
    <ScrollArea type="auto">
      <Table miw={980} highlightOnHover verticalSpacing="sm" aria-label="Offered Trips">
        <Table.Thead>
          <Table.Tr>
            <TripHeaderCells />
            <Table.Th ta="right">Gross Price</Table.Th>
            <Table.Th ta="right">Your payout</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => (
            <Table.Tr key={trip.trip_id} data-testid="offered-trip">
              <TripCells trip={trip} />
              <MoneyCells trip={trip} />
              <Table.Td ta="right">
                <ClaimButton trip={trip} onClaim={onClaim} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The same trips on a phone: one card each, the payout beside the route, Claim across the bottom. */
export function OfferedTripCards({ trips, onClaim }: OfferedTripsProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Offered Trips">
      {trips.map((trip) => (
        <Paper key={trip.trip_id} withBorder radius="md" p="sm" role="listitem" data-testid="offered-trip">
          <Stack gap={4}>
            <TripCardSummary trip={trip} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" ff="monospace" c="dimmed">
                {trip.reference ?? '—'}
              </Text>
              <Text size="sm" c="dimmed">
                Gross Price {formatEuros(trip.price__price_gross)}
              </Text>
            </Group>
            <Group mt={4}>
              <ClaimButton trip={trip} onClaim={onClaim} fullWidth />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
