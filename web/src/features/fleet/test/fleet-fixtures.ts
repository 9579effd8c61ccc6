import type { CompanyAdmin, DriverListItem, FleetDocument, VehicleListItem } from '@vozimo/contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render-with-providers.tsx';

const missing = (kind: FleetDocument['kind'], label: string): FleetDocument => ({ kind, label, expires_on: null, status: 'missing', days_left: null, url: null, trips_after: [] });

export function makeDriver(overrides: Partial<DriverListItem> = {}): DriverListItem {
  return {
    driver_id: 11,
    driver_name: 'Ivan Kovač',
    hometown: 'Split',
    email: 'ivan@example.com',
    phone: '+385911234567',
    whatsapp: '',
    driver_photo: null,
    stats: { pending_trips: 0, confirmed_trips: 0, completed_trips: 0, canceled_trips: 0 },
    has_account: false,
    is_approved: true,
    rejection_reason: null,
    documents_under_review: false,
    is_active: true,
    is_assignable: true,
    company: 1,
    company__company_name: 'Split Riviera Transfers',
    documents: [missing('licence', "Driver's licence"), missing('id', 'ID card or passport')],
    ...overrides,
  };
}

export function makeVehicle(overrides: Partial<VehicleListItem> = {}): VehicleListItem {
  return {
    vehicle_id: 21,
    vehicle_make: 'Mercedes-Benz',
    vehicle_model: 'Vito',
    license_plate: 'ST-123-AB',
    color: 'Black',
    production_year: 2021,
    vehicle_type: 3,
    vehicle_type__vehicle_type_name: 'Van',
    driver: null,
    photo_1: null,
    photo_2: null,
    photo_3: null,
    photo_4: null,
    is_approved: true,
    rejection_reason: null,
    documents_under_review: false,
    is_active: true,
    is_assignable: true,
    company: 1,
    company__company_name: 'Split Riviera Transfers',
    documents: [missing('registration', 'Registration'), missing('insurance', 'Insurance')],
    ...overrides,
  };
}

export const VEHICLE_TYPES = [
  { vehicle_type_id: 1, vehicle_type_name: 'Sedan', max_passengers: 3, comparable_to: '', price_per_km: 0.85, minimum_fare: 35, baggage_note: '', image: null },
  { vehicle_type_id: 3, vehicle_type_name: 'Van', max_passengers: 7, comparable_to: '', price_per_km: 1.1, minimum_fare: 45, baggage_note: '', image: null },
];

export interface SentForm {
  url: string;
  fields: Record<string, string>;
  files: Record<string, string>;
}

interface FleetStub {
  /** GET answers by path ('/api/drivers/'; a paged list as its {items, count}); 'fail' answers 500. */
  lists: Record<string, unknown[] | { items: unknown[]; count: number } | 'fail'>;
  /** The answer to a POST, by path. */
  post?: (url: string) => Response;
}

/** Answers the fleet screens' calls; records each multipart body sent, its text fields and file names. */
export function stubFleetApi({ lists, post }: FleetStub) {
  const sent: SentForm[] = [];
  const gets: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET') {
        gets.push(url);
        if (url === '/api/list_vehicle_types/') return jsonResponse(VEHICLE_TYPES);
        const list = lists[url];
        if (list === undefined) throw new Error(`unexpected call ${url}`);
        return list === 'fail' ? jsonResponse({ detail: 'Down.' }, 500) : jsonResponse(list);
      }
      const body = init?.body;
      const form: SentForm = { url, fields: {}, files: {} };
      if (body instanceof FormData) {
        for (const [name, value] of body.entries()) {
          if (typeof value === 'string') form.fields[name] = value;
          else form.files[name] = value.name;
        }
      }
      sent.push(form);
      if (!post) throw new Error(`unexpected POST ${url}`);
      return post(url);
    }),
  );
  return { sent, gets };
}

export const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
export const gifFile = (name: string) => new File(['GIF89a'], name, { type: 'image/gif' });

/** A driver company as the back office and a driver admin's Settings read it. */
export function makeCompanyAdmin(overrides: Partial<CompanyAdmin> = {}): CompanyAdmin {
  return {
    company_id: 4,
    company_name: 'Split Riviera Transfers',
    address: 'Obala 1, Split',
    vat: 'HR12345678901',
    legal_representative: 'Ante Jurić',
    email: 'office@riviera.example',
    phone_number: '+385 21 000 000',
    whatsapp: '',
    country: 'Croatia',
    hometown: 'Split',
    payout_account_holder: '',
    payout_iban: '',
    payout_swift: '',
    payout_account_filled: false,
    is_approved: true,
    is_active: true,
    is_ad_hoc: false,
    admins_count: 1,
    drivers_count: 2,
    vehicles_count: 2,
    created_at: '2030-05-01T08:00:00Z',
    ...overrides,
  };
}
