import { asc, eq } from 'drizzle-orm';
import { driverCompanies, drivers, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { documentRemindersQueries } from './document-reminders.repository.ts';
import { fleetApprovalsQueries } from './fleet-approvals.repository.ts';
import { fleetRecordsQueries } from './fleet-records.repository.ts';
import { assignableDriver, assignableVehicle } from './rules/assignable.ts';

/** The name the staff-run company of ad-hoc drivers gets when it is first needed. */
export const AD_HOC_COMPANY_NAME = 'Ad-hoc drivers';

export interface NewAdHocDriver {
  companyId: number;
  driverName: string;
  phone: string;
  email: string;
  at: Date;
}

export interface NewAdHocVehicle {
  companyId: number;
  driverId: number;
  vehicleTypeId: number;
  make: string;
  model: string;
  licensePlate: string;
  color: string;
  at: Date;
}

/** SQL of the fleet area: companies, drivers and vehicles. */
function fleetQueries(db: Database) {
  return {
    ...fleetRecordsQueries(db),
    ...documentRemindersQueries(db),
    ...fleetApprovalsQueries(db),

    /** Drivers staff may assign (rules/assignable.ts) on `today` (Zagreb); by name. */
    async listAssignableDrivers(today: string) {
      return db
        .select({
          id: drivers.id,
          driverName: drivers.driverName,
          companyId: drivers.companyId,
          companyName: driverCompanies.companyName,
        })
        .from(drivers)
        .innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
        .where(assignableDriver(today))
        .orderBy(asc(drivers.driverName), asc(drivers.id));
    },

    /** Vehicles staff may assign (rules/assignable.ts) on `today` (Zagreb); by make, model, plate. */
    async listAssignableVehicles(today: string) {
      return db
        .select({
          id: vehicles.id,
          make: vehicles.make,
          model: vehicles.model,
          color: vehicles.color,
          licensePlate: vehicles.licensePlate,
          companyId: vehicles.companyId,
          driverId: vehicles.driverId,
          vehicleTypeId: vehicles.vehicleTypeId,
          vehicleTypeName: vehicleTypes.name,
        })
        .from(vehicles)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .innerJoin(driverCompanies, eq(driverCompanies.id, vehicles.companyId))
        .where(assignableVehicle(today))
        .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.licensePlate), asc(vehicles.id));
    },

    async vehicleTypeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, id)).limit(1);
      return row !== undefined;
    },

    /**
     * The id of the staff-run company of ad-hoc drivers, created (approved) the first time. A
     * unique index allows one such company; when two requests create it at once, the second
     * insert does nothing and the row the first one committed is read instead.
     */
    async ensureAdHocCompany(at: Date): Promise<number> {
      const findExisting = async () => {
        const [row] = await db.select({ id: driverCompanies.id }).from(driverCompanies).where(eq(driverCompanies.isAdHoc, true)).limit(1);
        return row?.id;
      };
      const existing = await findExisting();
      if (existing !== undefined) return existing;
      const [created] = await db
        .insert(driverCompanies)
        .values({ companyName: AD_HOC_COMPANY_NAME, isApproved: true, isAdHoc: true, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: driverCompanies.id });
      const id = created?.id ?? (await findExisting());
      if (id === undefined) throw new Error('the ad-hoc drivers company could neither be created nor found');
      return id;
    },

    /** Approved at once: staff who add a driver from the trip form vouch for them. */
    async insertAdHocDriver(driver: NewAdHocDriver): Promise<number> {
      const [row] = await db
        .insert(drivers)
        .values({
          companyId: driver.companyId,
          driverName: driver.driverName,
          phone: driver.phone,
          email: driver.email,
          isApproved: true,
          createdAt: driver.at,
        })
        .returning({ id: drivers.id });
      return row!.id;
    },

    /** Approved and in service at once, like its driver; no production year or photos. */
    async insertAdHocVehicle(vehicle: NewAdHocVehicle): Promise<number> {
      const [row] = await db
        .insert(vehicles)
        .values({
          companyId: vehicle.companyId,
          driverId: vehicle.driverId,
          vehicleTypeId: vehicle.vehicleTypeId,
          make: vehicle.make,
          model: vehicle.model,
          licensePlate: vehicle.licensePlate,
          color: vehicle.color,
          isApproved: true,
          isActive: true,
          createdAt: vehicle.at,
        })
        .returning({ id: vehicles.id });
      return row!.id;
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, at });
    },
  };
}

export type FleetRepository = TransactionalRepository<ReturnType<typeof fleetQueries>>;

export const createFleetRepository = (db: Database): FleetRepository => transactionalRepository(fleetQueries, db);
