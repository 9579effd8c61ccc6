/**
 * The vehicle types the initial migration inserts (they are reference data, needed without the
 * demo too), repeated here so the pure trip planner can price trips. The demo-data test fails if
 * the two disagree. Ids are fixed: the spec names 1 Sedan and 3 Van, and the web falls back to 1.
 * Each type's picture is a drawing the web app serves (web/public/images/vehicle-types/).
 */
export const VEHICLE_TYPE_ID = { sedan: 1, premiumSedan: 2, van: 3, minibus: 4, bus: 5 } as const;

const STANDARD_LUGGAGE = 'One large (74 x 53 x 28 cm) and one small (56 x 36 x 23 cm) bag per passenger';

export const DEMO_VEHICLE_TYPES = [
  {
    id: VEHICLE_TYPE_ID.sedan,
    image: '/images/vehicle-types/sedan.svg',
    name: 'Sedan',
    maxPassengers: 3,
    comparableTo: 'Škoda Superb, Volkswagen Passat',
    pricePerKmCents: 85,
    minimumFareCents: 3500,
    baggageNote: STANDARD_LUGGAGE,
  },
  {
    id: VEHICLE_TYPE_ID.premiumSedan,
    image: '/images/vehicle-types/premium-sedan.svg',
    name: 'Premium Sedan',
    maxPassengers: 3,
    comparableTo: 'Mercedes-Benz E-Class, BMW 5 Series',
    pricePerKmCents: 120,
    minimumFareCents: 5000,
    baggageNote: STANDARD_LUGGAGE,
  },
  {
    id: VEHICLE_TYPE_ID.van,
    image: '/images/vehicle-types/van.svg',
    name: 'Van',
    maxPassengers: 7,
    comparableTo: 'Mercedes-Benz Vito, Volkswagen Caravelle',
    pricePerKmCents: 110,
    minimumFareCents: 4500,
    baggageNote: STANDARD_LUGGAGE,
  },
  {
    id: VEHICLE_TYPE_ID.minibus,
    image: '/images/vehicle-types/minibus.svg',
    name: 'Minibus',
    maxPassengers: 16,
    comparableTo: 'Mercedes-Benz Sprinter',
    pricePerKmCents: 180,
    minimumFareCents: 9000,
    baggageNote: 'One large and one small bag per passenger; a luggage trailer on request',
  },
  {
    id: VEHICLE_TYPE_ID.bus,
    image: '/images/vehicle-types/bus.svg',
    name: 'Bus',
    maxPassengers: 50,
    comparableTo: 'Mercedes-Benz Tourismo, Setra ComfortClass',
    pricePerKmCents: 320,
    minimumFareCents: 20000,
    baggageNote: 'One large and one small bag per passenger in the luggage hold',
  },
] as const;

export type VehicleTypeId = (typeof DEMO_VEHICLE_TYPES)[number]['id'];

export function demoVehicleType(id: VehicleTypeId): (typeof DEMO_VEHICLE_TYPES)[number] {
  const type = DEMO_VEHICLE_TYPES.find((t) => t.id === id);
  if (!type) throw new Error(`unknown vehicle type ${id}`);
  return type;
}
