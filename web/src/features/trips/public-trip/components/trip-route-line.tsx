import { Group, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { formatPickup, type PublicTrip } from '@vozimo/contract';

/** Under a trip page's reference: from where to where, and when. */
export function TripRouteLine({ trip }: { trip: Pick<PublicTrip, 'start_locality' | 'end_locality' | 'pickup_date' | 'pickup_time'> }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconRoute size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fw={500}>
        {trip.start_locality} – {trip.end_locality} · {formatPickup(trip.pickup_date, trip.pickup_time)}
      </Text>
    </Group>
  );
}
