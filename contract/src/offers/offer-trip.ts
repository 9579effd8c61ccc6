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

/**
 * POST /api/withdraw_offer/{tripId}/ (no body, staff): the offer is taken back while no company holds
 * the trip; companies no longer see it, and staff may offer it again or assign a driver themselves
 * (docs/decisions/0056-offers-rows-and-withdrawn-offers.md).
 */
export const withdrawOfferResponseSchema = z.object({
  trip_id: z.number().int(),
  offer_drivers: z.literal(false),
});
export type WithdrawOfferResponse = z.infer<typeof withdrawOfferResponseSchema>;

/** The 409 answers of POST /api/withdraw_offer/{tripId}/. */
export const WITHDRAW_OFFER_MESSAGES = {
  notOffered: 'This trip is not offered to drivers.',
  claimed: 'A driver company has already claimed this trip; it can no longer be withdrawn.',
} as const;

/** What staff's trip screens say around offering and withdrawing (spec section 8 for the offer's toasts). */
export const OFFER_ACTIONS_TEXT = {
  offer: 'Offer to drivers',
  offerQuestion: 'Offer this trip to drivers?',
  offerNote: 'Every approved driver company sees it on its Offers screen with its payout, and the first to claim it drives it with its own driver and vehicle.',
  offered: 'Trip offered to drivers',
  offerFailed: 'Failed to offer trip to drivers',
  withdraw: 'Withdraw offer',
  withdrawQuestion: 'Withdraw the offer to drivers?',
  withdrawNote: 'Driver companies no longer see this trip on their Offers screen. You can offer it again, or assign a driver and vehicle yourself.',
  withdrawn: 'Offer withdrawn',
  withdrawFailed: 'Failed to withdraw the offer',
} as const;
