import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useOfferTrip } from '../../api/offers/use-offer-trip.ts';
import { showFailureToast } from '../../components/failure-toast.tsx';

export const OFFER_TRIP_FAILED = 'Failed to offer trip to drivers';

export interface OfferToDriversButtonProps {
  tripId: number;
  onOffered?: () => void;
}

/** Staff's 'Offer to drivers' on the trip page, for a trip with no driver and no vehicle (spec sections 2 and 4). */
export function OfferToDriversButton({ tripId, onOffered }: OfferToDriversButtonProps) {
  const offer = useOfferTrip(tripId);
  const handleClick = () =>
    offer.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Trip offered to drivers' });
        onOffered?.();
      },
      onError: (error) => showFailureToast(OFFER_TRIP_FAILED, { error }),
    });

  return (
    <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} loading={offer.isPending} onClick={handleClick}>
      Offer to drivers
    </Button>
  );
}
