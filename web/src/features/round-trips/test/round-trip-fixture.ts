import { centsToEuroNumber, type RoundTrip, type UpdateRoundTripResponse, type VehicleTypeOffer } from '@vozimo/contract';

export function makeRoundTrip(overrides: Partial<RoundTrip> = {}): RoundTrip {
  return {
    round_trip_id: 7,
    name: 'Krka waterfalls & Šibenik',
    description: 'Walk the boardwalk loop around Skradinski buk, then stroll the stone lanes of Šibenik.',
    location: { x: 16.44, y: 43.51 },
    duration_minutes: 510,
    distance: 220000,
    photos: [],
    prices: [
      { vehicle_type: 1, vehicle_type_name: 'Sedan', max_passengers: 3, price: 245.5 },
      { vehicle_type: 3, vehicle_type_name: 'Van', max_passengers: 7, price: 300 },
    ],
    stop: { poi_id: 34, name: 'Primošten', price: 45, time: 60 },
    start_loc: {
      id: 12,
      formatted_address: 'Split, Croatia',
      place_id: 'split',
      lat: 43.5081,
      lng: 16.4402,
      country_short_name: 'HR',
      country_long_name: 'Croatia',
      locality: 'Split',
    },
    ...overrides,
  };
}

export function makeOffer(id: number, name: string, priceCents: number, maxPassengers: number): VehicleTypeOffer {
  return {
    vehicle_type_id: id,
    vehicle_type_name: name,
    image: null,
    price_cents: priceCents,
    comparable_to: `${name} lookalike`,
    max_passengers: maxPassengers,
    price: {
      base_price: 0,
      agency_percent: 10,
      agency_fee: 0,
      service_fee_percent: 10,
      service_fee: 0,
      vat_percent: 25,
      price_vat: 0,
      price_net: 0,
      price_gross: centsToEuroNumber(priceCents),
      deposit_percent: 25,
      deposit_net: 0,
      deposit_vat: 0,
      deposit_gross: priceCents / 400,
      driver_gross: 0,
      platform_fee_percent: 0,
      platform_fee_net: 0,
      platform_fee_vat: 0,
      platform_fee_gross: 0,
      payment_processing_percent: 3,
      payment_processing_fee: 0,
    },
  };
}

/** The quote the server would give: a Sedan for up to 3, a Van up to 7; the stop adds €45. */
export function makeQuote(passengers: number, withStop: boolean, tripPriceId: string): UpdateRoundTripResponse {
  const extra = withStop ? 4500 : 0;
  const offers = [makeOffer(1, 'Sedan', 24550 + extra, 3), makeOffer(3, 'Van', 30000 + extra, 7)].filter((o) => o.max_passengers >= passengers);
  return {
    vehicle_types: offers,
    selected_vehicle_type: offers[0]!.vehicle_type_id,
    stops: withStop ? [{ poi_id: 34, name: 'Primošten', price: 30, time: 60 }] : [],
    trip_price_id: tripPriceId,
    distance: 220000,
    duration: 30600,
    expires_at: '2030-01-01T00:00:00.000Z',
    round_trip_id: 7,
    round_trip_name: 'Krka waterfalls & Šibenik',
  };
}
