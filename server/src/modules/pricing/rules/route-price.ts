/**
 * The distance part of a transfer's base price (spec sections 3 and 9).
 *
 * The trip form shows the distance in whole kilometres rounded up, so the tariff is charged on
 * exactly that number: route price = max(minimum fare, ceil(metres / 1000) × price per km).
 * Both factors are integers, so no rounding happens after the kilometres; the agent can
 * recompute the price from what the form shows.
 */

export interface VehicleTariff {
  /** Price per started kilometre, in cents. */
  pricePerKmCents: number;
  /** The least a transfer costs in this vehicle type, in cents. */
  minimumFareCents: number;
}

const METRES_PER_KM = 1000;

function assertNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/** Started kilometres: 0 m is 0 km, 1 m to 1000 m is 1 km, 1001 m is 2 km. */
export function billableKilometres(distanceMeters: number): number {
  assertNonNegativeInteger('distanceMeters', distanceMeters);
  return Math.ceil(distanceMeters / METRES_PER_KM);
}

export function routePriceCents(distanceMeters: number, tariff: VehicleTariff): number {
  assertNonNegativeInteger('pricePerKmCents', tariff.pricePerKmCents);
  assertNonNegativeInteger('minimumFareCents', tariff.minimumFareCents);
  return Math.max(tariff.minimumFareCents, billableKilometres(distanceMeters) * tariff.pricePerKmCents);
}
