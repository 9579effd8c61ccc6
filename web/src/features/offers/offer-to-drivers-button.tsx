import { IconSend } from '@tabler/icons-react';
import { OFFER_ACTIONS_TEXT } from '@vozimo/contract';
import { useOfferTrip } from '../../api/offers/use-offer-trip.ts';
import { ConfirmedOfferAction } from './confirmed-offer-action.tsx';

export const OFFER_TRIP_FAILED = OFFER_ACTIONS_TEXT.offerFailed;

export interface OfferToDriversButtonProps {
  tripId: number;
  onOffered?: () => void;
}

/**
 * Staff's 'Offer to drivers' on the trip pages, for a trip with no driver and no vehicle (spec
 * sections 2 and 4), after saying yes: every approved company sees the trip at once (ADR 0056).
 */
export function OfferToDriversButton({ tripId, onOffered }: OfferToDriversButtonProps) {
  return (
    <ConfirmedOfferAction
      label={OFFER_ACTIONS_TEXT.offer}
      icon={<IconSend size={16} aria-hidden />}
      variant="light"
      question={OFFER_ACTIONS_TEXT.offerQuestion}
      note={OFFER_ACTIONS_TEXT.offerNote}
      confirmColor="blue"
      done={OFFER_ACTIONS_TEXT.offered}
      failed={OFFER_TRIP_FAILED}
      action={useOfferTrip(tripId)}
      onDone={onOffered}
    />
  );
}
