import { Button, Group } from '@mantine/core';
import { IconEdit, IconPencil, IconPrinter } from '@tabler/icons-react';
import type { PublicTrip } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyTripLinkButton } from './copy-trip-link-button.tsx';

interface TripActionsProps {
  trip: PublicTrip;
  onEditInfo: () => void;
  /** Staff's 'Offer to drivers', when the trip may be offered. */
  offerButton?: ReactNode;
}

/**
 * What the viewer can do with the trip. The server says who may edit (can_edit_trip: staff, or
 * the owning agent on a draft; can_edit_info: staff or the owning agent, unless the trip is over).
 */
export function TripActions({ trip, onEditInfo, offerButton }: TripActionsProps) {
  return (
    <Group gap="sm">
      <CopyTripLinkButton trip={trip} />
      {trip.can_edit_info && (
        <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEditInfo}>
          Edit
        </Button>
      )}
      {trip.can_edit_trip && (
        <Button component={Link} to={`/app/edit-trip/${trip.trip_id}`} variant="default" leftSection={<IconEdit size={18} aria-hidden />}>
          Edit Trip
        </Button>
      )}
      {offerButton}
      <Button variant="subtle" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
        Print voucher
      </Button>
    </Group>
  );
}
