import type { BookingRequestParsed } from '@vozimo/contract';

/**
 * The trip columns the form sets as typed, the same when a trip is booked and when it is edited:
 * pickup, place details, customer and extra information (the route and price come from the quote).
 */
export function formColumns(body: BookingRequestParsed, pickupAt: Date) {
  return {
    startLocDetails: body.start_loc_details,
    endLocDetails: body.end_loc_details,
    pickupDate: body.pickup_date,
    pickupTime: body.pickup_time,
    pickupAt,
    customerFirstName: body.customer_first_name,
    customerLastName: body.customer_last_name,
    customerEmail: body.customer_email,
    customerPhone: body.customer_phone,
    info: body.info,
  };
}
