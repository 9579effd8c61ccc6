import { formatDate, formatTimeOfDay, type OfferedTrip } from '@vozimo/contract';

// How the Offers screen words a trip, the same in its tables, its phone cards and its modals.

export const routeText = (trip: Pick<OfferedTrip, 'start_locality' | 'end_locality'>) => `${trip.start_locality} → ${trip.end_locality}`;

export const pickupDateText = (trip: Pick<OfferedTrip, 'pickup_date'>) => formatDate(trip.pickup_date);

export const pickupTimeText = (trip: Pick<OfferedTrip, 'pickup_time'>) => formatTimeOfDay(trip.pickup_time);

/** A dash too while the company may not see the customer: on an offer, and before 24 hours ahead of pickup (ADR 0046). */
export const customerText = (trip: Pick<OfferedTrip, 'customer_first_name' | 'customer_last_name'>) =>
  `${trip.customer_first_name ?? ''} ${trip.customer_last_name ?? ''}`.trim() || '—';

export const passengersText = (trip: Pick<OfferedTrip, 'passengers'>) => (trip.passengers === 1 ? '1 passenger' : `${trip.passengers} passengers`);

/** What names a trip to a screen reader and in a button's label: its reference, or its route when it has none. */
export const tripName = (trip: Pick<OfferedTrip, 'reference' | 'start_locality' | 'end_locality'>) => trip.reference ?? routeText(trip);
