import type { PointOfInterest, TripForEditing, TripPriceBreakdown, UpdateTripResponse, VehicleTypeOffer } from '@vozimo/contract';
import type { FormLocation } from '../model/trip-form-values.ts';

/** Places as GET /api/places/ answers them. */
export const SPLIT: FormLocation = {
  formatted_address: 'Split, Croatia',
  place_id: 'geonames:3190261',
  lat: 43.50891,
  lng: 16.43915,
  country_short_name: 'HR',
  country_long_name: 'Croatia',
  locality: 'Split',
};
export const DUBROVNIK: FormLocation = {
  formatted_address: 'Dubrovnik, Croatia',
  place_id: 'geonames:3201047',
  lat: 42.64125,
  lng: 18.10909,
  country_short_name: 'HR',
  country_long_name: 'Croatia',
  locality: 'Dubrovnik',
};
export const VIENNA: FormLocation = {
  formatted_address: 'Vienna, Austria',
  place_id: 'geonames:2761369',
  lat: 48.20849,
  lng: 16.37208,
  country_short_name: 'AT',
  country_long_name: 'Austria',
  locality: 'Vienna',
};
export const MUNICH: FormLocation = {
  formatted_address: 'Munich, Germany',
  place_id: 'geonames:2867714',
  lat: 48.13743,
  lng: 11.57549,
  country_short_name: 'DE',
  country_long_name: 'Germany',
  locality: 'Munich',
};

export const BREAKDOWN: TripPriceBreakdown = {
  base_price: 195.5,
  agency_percent: 10,
  agency_fee: 19.55,
  service_fee_percent: 10,
  service_fee: 19.55,
  vat_percent: 25,
  price_vat: 58.65,
  price_net: 234.6,
  price_gross: 293.25,
  deposit_percent: 25,
  deposit_net: 58.65,
  deposit_vat: 14.66,
  deposit_gross: 73.31,
  driver_gross: 219.94,
  platform_fee_percent: 17.58,
  platform_fee_net: 41.25,
  platform_fee_vat: 10.31,
  platform_fee_gross: 51.56,
  payment_processing_percent: 3,
  payment_processing_fee: 2.2,
};

export function offer(overrides: Partial<VehicleTypeOffer> = {}): VehicleTypeOffer {
  return {
    vehicle_type_id: 1,
    vehicle_type_name: 'Sedan',
    image: null,
    price_cents: 29325,
    price_per_km: 0.85,
    price: BREAKDOWN,
    comparable_to: 'Škoda Superb, Volkswagen Passat',
    max_passengers: 3,
    baggage_note: 'One large and one small bag per passenger',
    ...overrides,
  };
}

export function poi(overrides: Partial<PointOfInterest> = {}): PointOfInterest {
  return {
    poi_id: 11,
    name: 'Trogir',
    photo: null,
    distance: 15_199,
    distance_along_route: 20_000,
    poi_color: 'orange',
    category_id: 3,
    category_name: 'Old towns',
    description: 'A walled medieval town on a small island.',
    min_duration_minutes: 60,
    max_duration_minutes: 180,
    location: { lat: 43.5167, lng: 16.25, srid: 4326 },
    ...overrides,
  };
}

export function quoteResponse(overrides: Partial<UpdateTripResponse> = {}): UpdateTripResponse {
  return {
    vehicle_types: [offer(), offer({ vehicle_type_id: 3, vehicle_type_name: 'Van', price_cents: 37950, max_passengers: 7, comparable_to: 'Mercedes-Benz Vito' })],
    selected_vehicle_type: 1,
    stops: [],
    pois: [poi(), poi({ poi_id: 7, name: 'Omiš and the Cetina Canyon', category_id: 2, category_name: 'Nature', poi_color: 'teal', distance: 425 })],
    trip_price_id: '815ebade-6380-45d7-87b2-d5e3b19199b8',
    distance: 230_000,
    duration: 11_400,
    expires_at: '2030-06-02T10:00:00.000Z',
    overview_polyline: [
      [43.50891, 16.43915],
      [42.64125, 18.10909],
    ],
    ...overrides,
  };
}

export function tripForEditing(overrides: Partial<TripForEditing> = {}): TripForEditing {
  return {
    trip_id: 42,
    reference: 'VZ-7K3Q9A',
    token: 'secret-token',
    status: 'draft',
    is_draft: true,
    start_loc: { ...SPLIT, id: 101 },
    end_loc: { ...DUBROVNIK, id: 102 },
    start_locality: 'Split',
    end_locality: 'Dubrovnik',
    start_loc_details: 'Hotel Park',
    end_loc_details: '',
    pickup_date: '2030-06-15',
    pickup_time: '09:30',
    passengers: 2,
    customer_first_name: 'Jane',
    customer_last_name: 'Doe',
    customer_email: 'jane@example.com',
    customer_phone: '+1 555 0100',
    info: { notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' },
    stops: [{ poi_id: 11, name: 'Trogir', time: 60, price: 30 }],
    driver_id: null,
    vehicle_id: null,
    vehicle_type_id: 1,
    round_trip_id: null,
    round_trip_name: '',
    agency_id: 5,
    extra: { trip_price_id: null, distance: 230_000, duration: 11_400 },
    price: BREAKDOWN,
    deposit_paid: false,
    offer_drivers: false,
    can_edit: true,
    ...overrides,
  };
}
