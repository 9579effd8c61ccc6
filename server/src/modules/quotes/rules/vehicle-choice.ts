import { FALLBACK_VEHICLE_TYPE } from '@vozimo/contract';

/** What the choice needs to know about a vehicle type. */
export interface SeatedVehicleType {
  id: number;
  maxPassengers: number;
}

/** The types with a seat for every passenger, in the given order. */
export function fittingVehicleTypes<T extends SeatedVehicleType>(types: readonly T[], passengers: number): T[] {
  return types.filter((type) => type.maxPassengers >= passengers);
}

/**
 * The type the form shows as chosen: the one the form had, while it is still offered; else the
 * spec's default, Sedan (id 1), when it fits; else the first offered (the smallest that fits).
 * Null only when nothing is offered.
 */
export function selectedVehicleTypeId(offeredIds: readonly number[], requestedId: number | null | undefined): number | null {
  if (requestedId != null && offeredIds.includes(requestedId)) return requestedId;
  if (offeredIds.includes(FALLBACK_VEHICLE_TYPE.vehicle_type_id)) return FALLBACK_VEHICLE_TYPE.vehicle_type_id;
  return offeredIds[0] ?? null;
}
