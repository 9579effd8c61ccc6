import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Platform-wide values staff can change without a deploy; the initial migration inserts every
 * key of SettingValues, so readers can rely on them. Percentages are basis points
 * (2500 = 25.00 %) so they stay integers like the money they produce.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * The bank account shown in the bulk-payment modal. Its holder is the operator, named by
 * `business_details` (ADR 0055); an `account_holder` stored here by an older version is ignored.
 */
export interface BankInfo {
  bank_name: string;
  iban: string;
  swift: string;
}

/** Who runs the installation: legal name, postal address, VAT number and support e-mail. */
export interface BusinessDetailsValue {
  legal_name: string;
  street_address: string;
  postal_code: string;
  city: string;
  country: string;
  vat_number: string;
  support_email: string;
}

/** The keys that exist, with the type of their value; readers narrow `value` with these. */
export interface SettingValues {
  /** Agency commission for agencies without their own (agencies.agency_percent_bp). */
  agency_percent_bp: number;
  service_fee_percent_bp: number;
  vat_percent_bp: number;
  deposit_percent_bp: number;
  payment_processing_percent_bp: number;
  bank_info: BankInfo;
  /** The operator's own legal identity, kept by staff (ADR 0055); empty strings until set. */
  business_details: BusinessDetailsValue;
  /** Automatic payout steps of unclaimed offers (ADR 0020), set by staff. */
  offer_payout_policy: OfferPayoutPolicyValue;
}

/**
 * When and by how much the payout of an offered trip nobody claims rises: at each of
 * `step_hours` before pickup by `step_cents`, never so far that the platform keeps less than
 * `margin_floor_bp` of the trip's net price.
 */
export interface OfferPayoutPolicyValue {
  step_hours: number[];
  step_cents: number;
  margin_floor_bp: number;
}

export type SettingKey = keyof SettingValues;
