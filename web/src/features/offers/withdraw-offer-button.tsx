import { IconArrowBackUp } from '@tabler/icons-react';
import { OFFER_ACTIONS_TEXT } from '@vozimo/contract';
import { useWithdrawOffer } from '../../api/offers/use-withdraw-offer.ts';
import { ConfirmedOfferAction } from './confirmed-offer-action.tsx';

/** Staff take back the offer of a trip no company has claimed, after saying yes (ADR 0056). */
export function WithdrawOfferButton({ tripId }: { tripId: number }) {
  return (
    <ConfirmedOfferAction
      label={OFFER_ACTIONS_TEXT.withdraw}
      icon={<IconArrowBackUp size={16} aria-hidden />}
      variant="default"
      question={OFFER_ACTIONS_TEXT.withdrawQuestion}
      note={OFFER_ACTIONS_TEXT.withdrawNote}
      confirmColor="red"
      done={OFFER_ACTIONS_TEXT.withdrawn}
      failed={OFFER_ACTIONS_TEXT.withdrawFailed}
      action={useWithdrawOffer(tripId)}
    />
  );
}
