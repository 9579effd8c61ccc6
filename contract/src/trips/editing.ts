import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { savedTripCustomerFields, savedTripIdentityFields, tripPriceBreakdownSchema } from './saved-trip-fields.ts';
import { tripLocationSchema } from './trip-fields.ts';

/** Opening a saved trip in the trip form and saving it (staff; agents their drafts). The body is the booking request. */

/** POST /api/admin_update_trip/{tripId}/: where the trip now stands (the form then opens the trip page). */
export const tripUpdateResponseSchema = z.object(savedTripIdentityFields);
export type TripUpdateResponse = z.infer<typeof tripUpdateResponseSchema>;

export const tripIdParamsSchema = z.object({ tripId: rowIdParamSchema });

/** GET /api/trip/{tripId}: the trip form's fields, for editing (or reading, when can_edit is false). */
export const tripForEditingSchema = z.object({
  ...savedTripIdentityFields,
  is_draft: z.boolean(),
  start_loc: tripLocationSchema.extend({ id: z.number().int() }),
  end_loc: tripLocationSchema.extend({ id: z.number().int() }),
  start_locality: z.string(),
  end_locality: z.string(),
  start_loc_details: z.string(),
  end_loc_details: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  passengers: z.number().int(),
  ...savedTripCustomerFields,
  driver_id: z.number().int().nullable(),
  vehicle_id: z.number().int().nullable(),
  vehicle_type_id: z.number().int(),
  round_trip_id: z.number().int().nullable(),
  round_trip_name: z.string(),
  /** Whose commission the price carries: the form prices a changed route for this agency (staff send it as agency_id). */
  agency_id: z.number().int().nullable(),
  /** The route as priced: distance in metres, duration in seconds. No quote: the stored price stands until the route changes. */
  extra: z.object({ trip_price_id: z.null(), distance: z.number().int(), duration: z.number().int() }),
  price: tripPriceBreakdownSchema,
  deposit_paid: z.boolean(),
  offer_drivers: z.boolean(),
  /** Whether the signed-in user may save changes (staff: open trips; agents: their drafts). */
  can_edit: z.boolean(),
});
export type TripForEditing = z.infer<typeof tripForEditingSchema>;
