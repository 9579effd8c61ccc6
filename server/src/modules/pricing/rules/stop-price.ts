/**
 * Price of stopping at a point of interest (spec section 9): 30 € per hour for the first hour,
 * 20 € per hour after that, pro rata. It is added to the trip's base price, so commission,
 * service fee and VAT apply to it like to the ride.
 */
export function stopPriceCents(stopMinutes: number): number {
  if (!Number.isSafeInteger(stopMinutes) || stopMinutes < 0) {
    throw new RangeError(`stopMinutes must be a non-negative integer, got ${stopMinutes}`);
  }
  const FIRST_HOUR_CENTS_PER_HOUR = 3000;
  const LATER_CENTS_PER_HOUR = 2000;
  const firstHourMinutes = Math.min(stopMinutes, 60);
  const laterMinutes = stopMinutes - firstHourMinutes;
  const cents = (firstHourMinutes * FIRST_HOUR_CENTS_PER_HOUR + laterMinutes * LATER_CENTS_PER_HOUR) / 60;
  // Stops come in 30-minute steps, which are whole cents; round odd minutes half up all the same.
  return Math.round(cents);
}
