import { z } from 'zod';

/**
 * Offering trips to driver companies (spec sections 4 and 7). Staff offer a booked trip that has
 * no driver and no vehicle (POST /api/offer_trip/{tripId}/, no body); approved companies then
 * see it on their Offers screen and claim it.
 */

/** 200 of POST /api/offer_trip/{tripId}/: the trip's offer state after the call. */
export const offerTripResponseSchema = z.object({
  trip_id: z.number().int(),
  offer_drivers: z.literal(true),
  /** When it was offered (ISO 8601). */
  offered_at: z.string(),
});
export type OfferTripResponse = z.infer<typeof offerTripResponseSchema>;

/** The 409 answers of POST /api/offer_trip/{tripId}/ (ours: the spec shows only the toasts). */
export const OFFER_TRIP_MESSAGES = {
  alreadyOffered: 'Trip is already offered to drivers.',
  draft: 'A quote cannot be offered to drivers; book the trip first.',
  closed: 'This trip is closed and can no longer be offered to drivers.',
  assigned: 'This trip already has a driver or a vehicle; remove them before offering it to drivers.',
  claimed: 'A driver company has already claimed this trip.',
  pickupPassed: 'The pickup time has passed; this trip can no longer be offered to drivers.',
} as const;
