import type { TripInfoFields } from '@vozimo/contract';

/**
 * A trip's extra info as a form sends it (the trip form, the round trip booking, the trip page's Edit
 * modal): a field hidden by its unticked box is sent empty, so no stale flight number or child age
 * stays behind, while the form keeps it in case the box is ticked again.
 */
export function tripInfoToSend(fields: TripInfoFields): TripInfoFields {
  return {
    notes: fields.notes,
    airport_pickup: fields.airport_pickup,
    flight_number: fields.airport_pickup ? fields.flight_number : '',
    child_seats: fields.child_seats,
    child_info: fields.child_seats ? fields.child_info : '',
  };
}
