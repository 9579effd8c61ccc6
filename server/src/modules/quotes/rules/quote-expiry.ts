/**
 * How long a stored quote can be booked (docs/pricing.md). Long enough for an agent to price a
 * trip, call the customer and book it the same day; short enough that a tariff or settings
 * change reaches new bookings within a day. A saved draft keeps its own price snapshot, so an
 * expired quote only means pressing Update once more before booking.
 */
export const QUOTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function quoteExpiresAt(now: Date): Date {
  return new Date(now.getTime() + QUOTE_LIFETIME_MS);
}

/** A quote is usable strictly before its expiry instant. */
export function isQuoteExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}
