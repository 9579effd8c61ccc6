import type { ClaimedTrip, CompanyDriverOption, CompanyVehicleOption, DriverOption, OfferedTrip } from '@vozimo/contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render-with-providers.tsx';

export function makeOfferedTrip(overrides: Partial<OfferedTrip> = {}): OfferedTrip {
  return {
    trip_id: 41,
    reference: 'VZ-OFF041',
    pickup_date: '2030-06-14',
    pickup_time: '09:30:00',
    start_locality: 'Split',
    end_locality: 'Dubrovnik',
    // What a company gets of an offer: no customer's name (ADR 0046).
    customer_first_name: null,
    customer_last_name: null,
    passengers: 3,
    vehicle_type__vehicle_type_name: 'Sedan',
    vehicle_type: 1,
    price__price_gross: '240.00',
    price__driver_gross: '180.50',
    claimed_by_company_id: null,
    start_loc_details: '',
    distance: 229_000,
    duration: 11_400,
    stops: [],
    // Nobody but staff opens an offer's page (ADR 0056).
    can_open_trip: false,
    ...overrides,
  };
}

export function makeClaimedTrip(overrides: Partial<ClaimedTrip> = {}): ClaimedTrip {
  return {
    ...makeOfferedTrip({ trip_id: 52, reference: 'VZ-CLM052', start_locality: 'Zadar', end_locality: 'Plitvice', claimed_by_company_id: 10, can_open_trip: true }),
    driver_id: 1,
    vehicle_id: 100,
    driver__driver_name: 'Ante Jurić',
    vehicle__vehicle_make: 'Škoda',
    vehicle__vehicle_model: 'Superb',
    vehicle__license_plate: 'ST-1111-AA',
    can_change_driver_vehicle: true,
    ...overrides,
  };
}

export const COMPANY_DRIVERS: CompanyDriverOption[] = [
  { driver_id: 1, driver_name: 'Ante Jurić', documents_valid_until: '2031-05-31' },
  { driver_id: 2, driver_name: 'Marko Perić', documents_valid_until: null },
];

/** Every company's drivers, as staff acting for a company pick among them (GET /api/list_drivers). */
export const ALL_DRIVERS: DriverOption[] = [
  { driver_id: 1, driver_name: 'Ante Jurić', company: 10, company__company_name: 'Split Riviera Transfers' },
  { driver_id: 2, driver_name: 'Marko Perić', company: 10, company__company_name: 'Split Riviera Transfers' },
  { driver_id: 3, driver_name: 'Luka Novak', company: 20, company__company_name: 'Ljubljana Drive' },
];

export function makeCompanyVehicle(overrides: Partial<CompanyVehicleOption> & Pick<CompanyVehicleOption, 'vehicle_id'>): CompanyVehicleOption {
  return {
    make: 'Škoda',
    model: 'Superb',
    vehicle_type__vehicle_type_name: 'Sedan',
    license_plate: `ST-${overrides.vehicle_id}-AA`,
    vehicle_type: 1,
    vehicle_type__max_passengers: 3,
    driver: null,
    documents_valid_until: '2031-12-31',
    // A Sedan may carry a Sedan booking; a Van (type 3) may carry a Sedan or a Van booking.
    serves_vehicle_types: overrides.vehicle_type === 3 ? [1, 3] : [1],
    ...overrides,
  };
}

export const COMPANY_VEHICLES: CompanyVehicleOption[] = [
  makeCompanyVehicle({ vehicle_id: 100, driver: 1, license_plate: 'ST-1111-AA' }),
  makeCompanyVehicle({ vehicle_id: 101, driver: 2, make: 'Mercedes-Benz', model: 'E-Class', license_plate: 'ST-2222-BB' }),
  makeCompanyVehicle({ vehicle_id: 102, make: 'Mercedes-Benz', model: 'Vito', license_plate: 'ST-3333-CC', vehicle_type: 3, vehicle_type__vehicle_type_name: 'Van', vehicle_type__max_passengers: 8 }),
  makeCompanyVehicle({ vehicle_id: 103, make: 'Toyota', model: 'Aygo', license_plate: 'ST-4444-DD', vehicle_type__max_passengers: 2 }),
];

/** A list, a 500, an answer that never comes, or a response of the test's own. */
type Answer = unknown[] | 'fail' | 'never' | (() => Response);

export interface OffersApiStub {
  offered?: Answer;
  claimed?: Answer;
  drivers?: Answer;
  /** Staff's GET /api/list_drivers. */
  allDrivers?: Answer;
  vehicles?: Answer;
  /** The answer to a claim or a change; a 200 naming the driver unless given. */
  assign?: () => Response;
}

function answer(value: Answer): Response | Promise<Response> {
  if (typeof value === 'function') return value();
  if (value === 'never') return new Promise<Response>(() => {});
  return value === 'fail' ? jsonResponse({ detail: 'Down.' }, 500) : jsonResponse(value);
}

/** Answers the Offers screen's calls; records them with their bodies. */
export function stubOffersApi({
  offered = [],
  claimed = [],
  drivers = COMPANY_DRIVERS,
  allDrivers = ALL_DRIVERS,
  vehicles = COMPANY_VEHICLES,
  assign,
}: OffersApiStub = {}) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/offered_trips/') return answer(offered);
      if (url === '/api/upcoming_claimed_trips') return answer(claimed);
      if (url.startsWith('/api/list_company_drivers')) return answer(drivers);
      if (url === '/api/list_drivers') return answer(allDrivers);
      if (url.startsWith('/api/list_company_vehicles')) return answer(vehicles);
      const assigning = /^\/api\/(claim_trip|change_driver_vehicle)\/(\d+)\/$/.exec(url);
      if (assigning && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { driver_id: number; vehicle_id: number };
        const driver = ALL_DRIVERS.find((d) => d.driver_id === body.driver_id);
        return assign?.() ?? jsonResponse({ trip_id: Number(assigning[2]), driver_name: driver?.driver_name ?? 'Someone', vehicle_id: body.vehicle_id });
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}
