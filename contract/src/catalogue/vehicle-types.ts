import { z } from 'zod';

/**
 * Reference data the trip form and the vehicle form read: vehicle types with their tariff
 * (GET /api/list_vehicle_types/).
 */

/** One vehicle type (spec sections 3 and 9: 1 Sedan, 3 Van …); money in euros as numbers. */
export const vehicleTypeSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  max_passengers: z.number().int(),
  comparable_to: z.string(),
  /** Tariff per started kilometre, before commission, service fee and VAT. */
  price_per_km: z.number(),
  /** The least a transfer's ride costs in this type, before commission, service fee and VAT. */
  minimum_fare: z.number(),
  baggage_note: z.string(),
  /** Image URL; null shows the default vehicle picture. */
  image: z.string().nullable(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;
export const vehicleTypeListSchema = z.array(vehicleTypeSchema);

/** The fallback of spec section 3 when no vehicle types are known: Sedan, max 3 passengers. */
export const FALLBACK_VEHICLE_TYPE = { vehicle_type_id: 1, vehicle_type_name: 'Sedan', max_passengers: 3 } as const;
