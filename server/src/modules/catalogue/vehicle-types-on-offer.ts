import { asc, eq } from 'drizzle-orm';
import { vehicleTypes } from '../../db/schema/index.ts';

/**
 * Which vehicle types quotes offer: a retired type is not; quotes and trips that have it keep it.
 * Exported so pricing's quote statement, which reads the types with its own rows, offers the same.
 */
export const vehicleTypeOnOffer = eq(vehicleTypes.isActive, true);

/**
 * The catalogue's one order of vehicle types, retired ones included: smallest first, then cheapest,
 * then by id. The trip form shows the cards in it, quotes offer them in it, staff's list shows them in it.
 */
export const vehicleTypeOrder = [asc(vehicleTypes.maxPassengers), asc(vehicleTypes.pricePerKmCents), asc(vehicleTypes.id)];
