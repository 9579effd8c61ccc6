import { z } from 'zod';

/**
 * The driver and vehicle pickers of staff's trip form (spec sections 3 and 7):
 * GET /api/list_drivers and GET /api/list_vehicles.
 */

/** Spec section 3, "Driver option in trip form". */
export const driverOptionSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  /** The driver's company id. */
  company: z.number().int(),
  company__company_name: z.string(),
});
export type DriverOption = z.infer<typeof driverOptionSchema>;
export const driverOptionListSchema = z.array(driverOptionSchema);

/**
 * Spec section 3, "Vehicle option in trip form", plus the vehicle's usual driver and its type id,
 * so the form can list the chosen driver's vehicles first and know the seats without another call.
 */
export const vehicleOptionSchema = z.object({
  vehicle_id: z.number().int(),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  color: z.string(),
  license_plate: z.string(),
  /** The vehicle's company id; a driver may only be given a vehicle of its own company. */
  company: z.number().int(),
  vehicle_type__vehicle_type_name: z.string(),
  /** The driver who usually drives it, or null. */
  driver: z.number().int().nullable(),
  vehicle_type: z.number().int(),
});
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;
export const vehicleOptionListSchema = z.array(vehicleOptionSchema);
