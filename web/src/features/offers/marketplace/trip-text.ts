import { formatDate, formatTimeOfDay, type OfferedTrip } from '@vozimo/contract';
import { formatHoursMinutes } from '../../../lib/format-duration.ts';
import { formatRouteDistance, formatRouteDuration } from '../../../lib/format-route.ts';

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

/** '229 km · 3 h 10 min', or null for a trip priced without a route (its length unknown). */
export const routeLengthText = (trip: Pick<OfferedTrip, 'distance' | 'duration'>) =>
  trip.distance > 0 ? `${formatRouteDistance(trip.distance)} · ${formatRouteDuration(trip.duration)}` : null;

/** 'Krka National Park (2 h), Šibenik (1 h 30 min)', or null without stops. */
export const stopsText = (trip: Pick<OfferedTrip, 'stops'>) =>
  trip.stops.length > 0 ? trip.stops.map((stop) => `${stop.name} (${formatHoursMinutes(stop.time)})`).join(', ') : null;

/** Where the driver side reads the trip (ADR 0046), for a viewer who may open it (ADR 0056). */
export const tripPagePath = (trip: Pick<OfferedTrip, 'trip_id'>) => `/app/trips/${trip.trip_id}`;
