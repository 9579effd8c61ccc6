import { COMPANY } from '@vozimo/contract';
import type { SettingValues } from '../db/schema/settings.ts';

/** Platform settings of the demo. The IBAN has valid check digits but is not a real account. */
export const DEMO_SETTINGS: SettingValues = {
  agency_percent_bp: 1000,
  service_fee_percent_bp: 1000,
  // Croatian standard VAT rate.
  vat_percent_bp: 2500,
  deposit_percent_bp: 2500,
  payment_processing_percent_bp: 300,
  bank_info: {
    bank_name: 'Zagrebačka banka d.d.',
    iban: 'HR60 2360 0001 1012 3456 7',
    swift: 'ZABAHR2X',
  },
  // The demo company's, as the public pages name it; a fresh install without the demo starts empty (ADR 0055).
  business_details: {
    legal_name: COMPANY.legalName,
    street_address: COMPANY.streetAddress,
    postal_code: COMPANY.postalCode,
    city: COMPANY.city,
    country: COMPANY.country,
    vat_number: COMPANY.vatNumber,
    support_email: COMPANY.supportEmail,
  },
  // Migration 0009's default: +€10 at 72, 48 and 24 hours before pickup, 5 % floor (ADR 0020).
  offer_payout_policy: { step_hours: [72, 48, 24], step_cents: 1000, margin_floor_bp: 500 },
};
