import { and, between, eq, inArray, ne, or } from 'drizzle-orm';
import type { DocumentKind } from '@vozimo/contract';
import { driverCompanies, drivers, users, vehicles } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** A document of an active driver or vehicle, with what a reminder names. */
export interface ExpiringDocument {
  record: 'driver' | 'vehicle';
  recordId: number;
  /** The driver's name, or the vehicle's make, model and plate. */
  recordName: string;
  companyId: number;
  kind: DocumentKind;
  expiresOn: string;
}

/** Who a company's reminders go to. `userId` null: the company's own address (no driver admin has one). */
export interface ReminderRecipient {
  userId: number | null;
  email: string;
  firstName: string;
}

/**
 * SQL of the document expiry reminders. Part of the fleet repository (fleet.repository.ts). The
 * recipients are read from the users table (the auth area's), read only.
 */
export function documentRemindersQueries(db: Database) {
  return {
    /** Documents of active drivers and vehicles whose last valid day is from `from` to `to` (Zagreb dates). */
    async listDocumentsExpiringBetween(from: string, to: string): Promise<ExpiringDocument[]> {
      const driverRows = await db
        .select({ id: drivers.id, name: drivers.driverName, companyId: drivers.companyId, licence: drivers.licenceExpiresOn, idCard: drivers.idExpiresOn })
        .from(drivers)
        .where(and(eq(drivers.isActive, true), or(between(drivers.licenceExpiresOn, from, to), between(drivers.idExpiresOn, from, to))));
      const vehicleRows = await db
        .select({
          id: vehicles.id,
          make: vehicles.make,
          model: vehicles.model,
          plate: vehicles.licensePlate,
          companyId: vehicles.companyId,
          registration: vehicles.registrationExpiresOn,
          insurance: vehicles.insuranceExpiresOn,
        })
        .from(vehicles)
        .where(
          and(eq(vehicles.isActive, true), or(between(vehicles.registrationExpiresOn, from, to), between(vehicles.insuranceExpiresOn, from, to))),
        );

      const inWindow = (date: string | null): date is string => date !== null && date >= from && date <= to;
      const documents: ExpiringDocument[] = [];
      for (const d of driverRows) {
        const base = { record: 'driver' as const, recordId: d.id, recordName: d.name, companyId: d.companyId };
        if (inWindow(d.licence)) documents.push({ ...base, kind: 'licence', expiresOn: d.licence });
        if (inWindow(d.idCard)) documents.push({ ...base, kind: 'id', expiresOn: d.idCard });
      }
      for (const v of vehicleRows) {
        const base = { record: 'vehicle' as const, recordId: v.id, recordName: `${v.make} ${v.model} (${v.plate})`, companyId: v.companyId };
        if (inWindow(v.registration)) documents.push({ ...base, kind: 'registration', expiresOn: v.registration });
        if (inWindow(v.insurance)) documents.push({ ...base, kind: 'insurance', expiresOn: v.insurance });
      }
      return documents;
    },

    /**
     * Each company's driver admins who can be mailed (active users with an address, whose driver
     * record is in the company); the company's own address when it has none.
     */
    async listReminderRecipients(companyIds: number[]): Promise<Map<number, ReminderRecipient[]>> {
      const recipients = new Map<number, ReminderRecipient[]>();
      if (companyIds.length === 0) return recipients;
      const admins = await db
        .select({ userId: users.id, email: users.email, firstName: users.firstName, companyId: drivers.companyId })
        .from(users)
        .innerJoin(drivers, eq(drivers.id, users.driverId))
        .where(and(eq(users.isDriverAdmin, true), eq(users.isActive, true), ne(users.email, ''), inArray(drivers.companyId, companyIds)));
      for (const admin of admins) {
        recipients.set(admin.companyId, [...(recipients.get(admin.companyId) ?? []), { userId: admin.userId, email: admin.email, firstName: admin.firstName }]);
      }
      const companies = await db
        .select({ id: driverCompanies.id, email: driverCompanies.email })
        .from(driverCompanies)
        .where(and(inArray(driverCompanies.id, companyIds), ne(driverCompanies.email, '')));
      for (const company of companies) {
        if (!recipients.has(company.id)) recipients.set(company.id, [{ userId: null, email: company.email, firstName: '' }]);
      }
      return recipients;
    },
  };
}
