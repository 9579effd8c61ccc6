import { TripOfferActions } from '../../features/offers/trip-offer-actions.tsx';
import { TripRecordPage } from '../../features/trips/admin/trip-record-page.tsx';

/** /admin/trips/:tripId: the trips area's record with the offers area's Offer to drivers and Withdraw offer (ADR 0056). */
export function TripRecordRoute() {
  return <TripRecordPage offerActions={(trip) => <TripOfferActions trip={trip} />} />;
}
