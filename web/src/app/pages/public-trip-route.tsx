import { OfferToDriversButton } from '../../features/offers/offer-to-drivers-button.tsx';
import { WithdrawOfferButton } from '../../features/offers/withdraw-offer-button.tsx';
import { PaymentSection } from '../../features/payments/card/payment-section.tsx';
import { PublicTripPage, type PublicTripSlots } from '../../features/trips/public-trip/public-trip-page.tsx';

/** What the trip page shows from other areas: the deposit's card payment and staff's Offer to drivers or Withdraw offer. */
export const publicTripSlots: PublicTripSlots = {
  paymentSection: (trip) => <PaymentSection trip={trip} />,
  // The button's own hook reads the trip again after an offer (spec section 7: the page reloads).
  offerButton: (trip) => <OfferToDriversButton tripId={trip.trip_id} />,
  withdrawOfferButton: (trip) => <WithdrawOfferButton tripId={trip.trip_id} />,
};

/** /trip/{reference}?token=: the public trip page with its payment and offer parts. */
export function PublicTripRoute() {
  return <PublicTripPage {...publicTripSlots} />;
}
