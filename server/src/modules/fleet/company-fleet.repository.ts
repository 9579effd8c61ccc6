import { and, asc, eq } from 'drizzle-orm';
import { driverCompanies, drivers, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { assignableDriver, assignableVehicle } from './rules/assignable.ts';

/**
 * SQL for one company's assignable drivers and vehicles: the options of the Offers screen's claim
 * and change modals, and the checks a claim makes. `today` is the Zagreb calendar date.
 */
function companyFleetQueries(db: Database) {
  const vehicleColumns = {
    id: vehicles.id,
    companyId: vehicles.companyId,
    driverId: vehicles.driverId,
    make: vehicles.make,
    model: vehicles.model,
    color: vehicles.color,
    licensePlate: vehicles.licensePlate,
    vehicleTypeId: vehicles.vehicleTypeId,
    vehicleTypeName: vehicleTypes.name,
    maxPassengers: vehicleTypes.maxPassengers,
    pricePerKmCents: vehicleTypes.pricePerKmCents,
    registrationExpiresOn: vehicles.registrationExpiresOn,
    insuranceExpiresOn: vehicles.insuranceExpiresOn,
  };
  const driverColumns = {
    id: drivers.id,
    companyId: drivers.companyId,
    driverName: drivers.driverName,
    licenceExpiresOn: drivers.licenceExpiresOn,
    idExpiresOn: drivers.idExpiresOn,
  };

  return {
    async findCompany(companyId: number) {
      const [row] = await db
        .select({ id: driverCompanies.id, isApproved: driverCompanies.isApproved, isActive: driverCompanies.isActive })
        .from(driverCompanies)
        .where(eq(driverCompanies.id, companyId))
        .limit(1);
      return row;
    },

    async listAssignableDrivers(companyId: number, today: string) {
      return db
        .select(driverColumns)
        .from(drivers)
        .innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
        .where(and(eq(drivers.companyId, companyId), assignableDriver(today)))
        .orderBy(asc(drivers.driverName), asc(drivers.id));
    },

    async listAssignableVehicles(companyId: number, today: string) {
      return db
        .select(vehicleColumns)
        .from(vehicles)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .innerJoin(driverCompanies, eq(driverCompanies.id, vehicles.companyId))
        .where(and(eq(vehicles.companyId, companyId), assignableVehicle(today)))
        .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.licensePlate), asc(vehicles.id));
    },

    /**
     * The driver, locked until the transaction ends, if it may be given a trip today: two claims
     * giving one driver two trips at the same time wait for each other here, so the second sees the
     * first's trip when it checks the driver's other trips.
     */
    async lockAssignableDriver(driverId: number, today: string) {
      const [row] = await db
        .select(driverColumns)
        .from(drivers)
        .innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
        .where(and(eq(drivers.id, driverId), assignableDriver(today)))
        .limit(1)
        .for('update', { of: drivers });
      return row;
    },

    /** The vehicle, locked like the driver, if it may be given a trip today. */
    async lockAssignableVehicle(vehicleId: number, today: string) {
      const [row] = await db
        .select(vehicleColumns)
        .from(vehicles)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .innerJoin(driverCompanies, eq(driverCompanies.id, vehicles.companyId))
        .where(and(eq(vehicles.id, vehicleId), assignableVehicle(today)))
        .limit(1)
        .for('update', { of: vehicles });
      return row;
    },

    async listVehicleClasses() {
      return db
        .select({ vehicleTypeId: vehicleTypes.id, maxPassengers: vehicleTypes.maxPassengers, pricePerKmCents: vehicleTypes.pricePerKmCents })
        .from(vehicleTypes)
        .orderBy(asc(vehicleTypes.id));
    },

    async findVehicleClass(vehicleTypeId: number) {
      const [row] = await db
        .select({ vehicleTypeId: vehicleTypes.id, maxPassengers: vehicleTypes.maxPassengers, pricePerKmCents: vehicleTypes.pricePerKmCents })
        .from(vehicleTypes)
        .where(eq(vehicleTypes.id, vehicleTypeId))
        .limit(1);
      return row;
    },
  };
}

export type CompanyFleetRepository = TransactionalRepository<ReturnType<typeof companyFleetQueries>>;

export const createCompanyFleetRepository = (db: Database): CompanyFleetRepository => transactionalRepository(companyFleetQueries, db);
