import { Anchor, Text } from '@mantine/core';
import type { PendingPaymentTrip } from '@vozimo/contract';
import { Link } from 'react-router';

/** The trip's reference, linking to its page (with the link's token) when it has one. */
export function TripReferenceLink({ trip }: { trip: Pick<PendingPaymentTrip, 'reference' | 'token'> }) {
  if (!trip.reference) return <Text span>—</Text>;
  return (
    <Anchor component={Link} to={`/trip/${encodeURIComponent(trip.reference)}?token=${encodeURIComponent(trip.token)}`} ff="monospace" fw={500}>
      {trip.reference}
    </Anchor>
  );
}

export function customerName(trip: Pick<PendingPaymentTrip, 'customer_first_name' | 'customer_last_name'>): string {
  return `${trip.customer_first_name} ${trip.customer_last_name}`.trim() || '—';
}
