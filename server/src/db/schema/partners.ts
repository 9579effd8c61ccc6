import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { driverCompanies } from './fleet.ts';

export const partnerApplicationStatus = pgEnum('partner_application_status', ['pending', 'approved', 'rejected']);

/** The upload slots of the partner form; legal_representative_id_other is the ID's rear side. */
export const partnerFileKind = pgEnum('partner_file_kind', [
  'legal_representative_id',
  'legal_representative_id_other',
  'business_license',
  'cooperation_agreement',
]);

/** A transport company asking to become a partner (/partners); staff approve it into a company. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull(),
    vat: text('vat').notNull(),
    legalRepresentative: text('legal_representative').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    whatsapp: text('whatsapp').notNull().default(''),
    country: text('country').notNull(),
    hometown: text('hometown').notNull(),
    status: partnerApplicationStatus('status').notNull().default('pending'),
    /** The company created when staff approved the application. */
    companyId: integer('company_id').references(() => driverCompanies.id, { onDelete: 'set null' }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why staff refused the application; e-mailed to the applicant. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_applications_status_idx').on(t.status, t.createdAt)],
);

/** A document uploaded with an application; the bytes live in upload storage under stored_name. */
export const partnerApplicationFiles = pgTable(
  'partner_application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    kind: partnerFileKind('kind').notNull(),
    /** Random name given by the server; the client's name is never used as a path. */
    storedName: text('stored_name').notNull().unique(),
    /** As uploaded, only for showing to staff. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named by hand: the generated name is longer than PostgreSQL's 63-character limit.
    foreignKey({
      name: 'partner_application_files_application_fk',
      columns: [t.applicationId],
      foreignColumns: [partnerApplications.id],
    }).onDelete('cascade'),
    uniqueIndex('partner_application_files_kind_key').on(t.applicationId, t.kind),
    check('partner_application_files_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);
