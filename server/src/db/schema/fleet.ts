import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A partner transport company. Its driver admins claim offered trips and assign one of its
 * drivers and vehicles. Companies come from approved partner applications (partners.ts).
 */
export const driverCompanies = pgTable(
  'driver_companies',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull().default(''),
    /** VAT / OIB number as the company wrote it; not validated because formats differ by country. */
    vat: text('vat').notNull().default(''),
    legalRepresentative: text('legal_representative').notNull().default(''),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    /** Free text as entered on the partner form ("Croatia"), not a code. */
    country: text('country').notNull().default(''),
    hometown: text('hometown').notNull().default(''),
    /** Only approved companies see offered trips. */
    isApproved: boolean('is_approved').notNull().default(false),
    /**
     * The one staff-run company that drivers added ad hoc from the trip form belong to; never a
     * partner (docs/decisions/0008-ad-hoc-drivers-and-offering-trips.md). At most one row is true.
     */
    isAdHoc: boolean('is_ad_hoc').notNull().default(false),
    /** A deactivated company sees no offers and cannot sign its admins in to claim (back office). */
    isActive: boolean('is_active').notNull().default(true),
    /** Where Vozimo pays the company's share; kept by staff in the back office. */
    payoutAccountHolder: text('payout_account_holder').notNull().default(''),
    payoutIban: text('payout_iban').notNull().default(''),
    payoutSwift: text('payout_swift').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('driver_companies_single_ad_hoc_key').on(t.isAdHoc).where(sql`${t.isAdHoc}`)],
);

/**
 * A driver working for a company. A driver who signs in has a user with users.driver_id
 * pointing here; most drivers never sign in, their admin assigns them.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    // Restrict: a company with drivers is deactivated, never deleted, so trip history keeps its driver.
    companyId: integer('company_id')
      .notNull()
      .references(() => driverCompanies.id, { onDelete: 'restrict' }),
    /** First and last name joined, as the spec's driver form sends it. */
    driverName: text('driver_name').notNull(),
    /** Stored upload name (see platform uploads), not a URL; null shows the default picture. */
    photo: text('photo'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    hometown: text('hometown').notNull().default(''),
    // Documents (docs/decisions/0019-fleet-documents-and-approval.md): stored upload names and the
    // last day each is valid (a calendar date in Zagreb). Null name: not on file yet.
    licenceDocument: text('licence_document'),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    idDocument: text('id_document'),
    idExpiresOn: date('id_expires_on', { mode: 'string' }),
    /** New drivers wait for staff approval before they can be assigned to trips. */
    isApproved: boolean('is_approved').notNull().default(false),
    /**
     * An approved driver's renewed document waits for staff's look while the driver keeps driving
     * (the old one had not expired): in the approvals queue until staff approve or refuse it (issue 30).
     */
    documentsUnderReview: boolean('documents_under_review').notNull().default(false),
    /** Why staff refused the record (shown to the company); null unless refused since its last change. */
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: integer('reviewed_by_user_id'),
    /**
     * Counts every change of the row (an edit, a staff decision): a decision names the version staff
     * reviewed, so two staff deciding on one record cannot both win (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md).
     */
    version: integer('version').notNull().default(1),
    /** A driver who left is deactivated, never deleted, so the trips they drove still show them. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drivers_company_id_idx').on(t.companyId),
    check('drivers_licence_expiry_check', sql`(${t.licenceDocument} is null) = (${t.licenceExpiresOn} is null)`),
    check('drivers_id_expiry_check', sql`(${t.idDocument} is null) = (${t.idExpiresOn} is null)`),
  ],
);

/**
 * A class of vehicle the customer chooses (Sedan, Van …) with its tariff. The ids are part of
 * the product (the spec names 1 Sedan and 3 Van), so the initial migration inserts them.
 */
export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Seats for passengers, driver excluded. */
    maxPassengers: integer('max_passengers').notNull(),
    /** Example models shown as "Comparable to …" so the customer knows what arrives. */
    comparableTo: text('comparable_to').notNull().default(''),
    /** Tariff for the base price: distance in km times this, before fees and VAT. */
    pricePerKmCents: integer('price_per_km_cents').notNull(),
    /** Short transfers never cost less than this base price. */
    minimumFareCents: integer('minimum_fare_cents').notNull(),
    baggageNote: text('baggage_note').notNull().default(''),
    /** Stored image name; null shows the default vehicle picture. */
    image: text('image'),
    /** A retired type is no longer offered in quotes; trips that used it keep it. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicle_types_max_passengers_check', sql`${t.maxPassengers} >= 1`),
    check('vehicle_types_prices_check', sql`${t.pricePerKmCents} >= 0 and ${t.minimumFareCents} >= 0`),
  ],
);

/** A company's vehicle; approved and active ones can be assigned to trips. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => driverCompanies.id, { onDelete: 'restrict' }),
    /** The driver who usually drives it; a suggestion for assignment, not a constraint. */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    licensePlate: text('license_plate').notNull(),
    color: text('color').notNull(),
    /** Null for ad-hoc vehicles that staff add from the trip form without a year. */
    productionYear: integer('production_year'),
    // Stored upload names; the vehicle form requires photos 1 and 2, ad-hoc vehicles have none.
    photo1: text('photo_1'),
    photo2: text('photo_2'),
    photo3: text('photo_3'),
    photo4: text('photo_4'),
    // Documents: stored upload names (PDF, JPEG or PNG despite the spec's "photo" names) and the
    // last day each is valid, as for drivers.
    vehicleRegistrationPhoto: text('vehicle_registration_photo'),
    registrationExpiresOn: date('registration_expires_on', { mode: 'string' }),
    vehicleInsurancePhoto: text('vehicle_insurance_photo'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    isApproved: boolean('is_approved').notNull().default(false),
    /** A renewed registration or insurance of an approved vehicle waiting for staff's look; the vehicle stays on the road meanwhile. */
    documentsUnderReview: boolean('documents_under_review').notNull().default(false),
    /** Why staff refused the record (shown to the company); null unless refused since its last change. */
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: integer('reviewed_by_user_id'),
    /** Counts every change of the row, as drivers.version does. */
    version: integer('version').notNull().default(1),
    /** A sold or retired vehicle is deactivated so trips that used it still show it. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_company_id_idx').on(t.companyId),
    index('vehicles_driver_id_idx').on(t.driverId),
    check('vehicles_registration_expiry_check', sql`(${t.vehicleRegistrationPhoto} is null) = (${t.registrationExpiresOn} is null)`),
    check('vehicles_insurance_expiry_check', sql`(${t.vehicleInsurancePhoto} is null) = (${t.insuranceExpiresOn} is null)`),
  ],
);
