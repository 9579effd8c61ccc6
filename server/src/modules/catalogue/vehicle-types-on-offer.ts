import { asc, eq } from 'drizzle-orm';
import { vehicleTypes } from '../../db/schema/index.ts';

/**
 * Which vehicle types quotes offer: a retired type is not; quotes and trips that have it keep it.
 * Exported so pricing's quote statement, which reads the types with its own rows, offers the same.
 */
export const vehicleTypeOnOffer = eq(vehicleTypes.isActive, true);

/** Smallest first, then cheapest, then by id: the order the trip form shows the cards in and quotes offer them. */
export const vehicleTypeOfferOrder = [asc(vehicleTypes.maxPassengers), asc(vehicleTypes.pricePerKmCents), asc(vehicleTypes.id)];
