import { and, asc, desc, eq, gte, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { FINAL_TRIP_STATUSES, type TripCounts } from '@vozimo/contract';
import { driverCompanies, drivers, trips, users, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { assignableDriver, assignableVehicle } from './rules/assignable.ts';
import { tripCountColumns } from '../../db/trip-counts.ts';

/** Which records a list shows: a company's, one driver's own, or (neither) every company's. */
export interface FleetListFilter {
  companyId?: number;
  driverId?: number;
  /** Only these ids (a record just saved). */
  ids?: number[];
}

/** A trip assigned to a driver and vehicle, as the documents' "trips after" lists need it. */
export interface AssignedTrip {
  tripId: number;
  reference: string | null;
  pickupDate: string;
  driverId: number | null;
  vehicleId: number | null;
}

export type DriverColumns = Omit<typeof drivers.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type VehicleColumns = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'version'>;


/**
 * SQL of the Drivers and Vehicles screens: the records, their companies and their trip counts.
 * Part of the fleet repository (fleet.repository.ts), so one transaction holds all of it.
 */
export function fleetRecordsQueries(db: Database) {
  return {
    /** Active first, then by name; `today` (Zagreb) decides which documents have expired. */
    async listDrivers(filter: FleetListFilter, today: string) {
      return db
        .select({
          driver: drivers,
          companyName: driverCompanies.companyName,
          isAssignable: sql<boolean>`(${assignableDriver(today)})`,
          // The users table is the auth area's, read only here: a driver without an account can be invited.
          hasAccount: sql<boolean>`exists (select 1 from ${users} where ${users.driverId} = ${drivers.id})`,
        })
        .from(drivers)
        .innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
        .where(
          and(
            filter.companyId === undefined ? undefined : eq(drivers.companyId, filter.companyId),
            filter.driverId === undefined ? undefined : eq(drivers.id, filter.driverId),
            filter.ids === undefined ? undefined : inArray(drivers.id, filter.ids),
          ),
        )
        .orderBy(desc(drivers.isActive), asc(drivers.driverName), asc(drivers.id));
    },

    /** Active first, then by make, model and plate. */
    async listVehicles(filter: Omit<FleetListFilter, 'driverId'>, today: string) {
      return db
        .select({
          vehicle: vehicles,
          companyName: driverCompanies.companyName,
          vehicleTypeName: vehicleTypes.name,
          isAssignable: sql<boolean>`(${assignableVehicle(today)})`,
        })
        .from(vehicles)
        .innerJoin(driverCompanies, eq(driverCompanies.id, vehicles.companyId))
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .where(
          and(
            filter.companyId === undefined ? undefined : eq(vehicles.companyId, filter.companyId),
            filter.ids === undefined ? undefined : inArray(vehicles.id, filter.ids),
          ),
        )
        .orderBy(desc(vehicles.isActive), asc(vehicles.make), asc(vehicles.model), asc(vehicles.licensePlate), asc(vehicles.id));
    },

    /**
     * The Trips bar of each driver, in one query for the whole list. Quotes are no trips yet;
     * canceled and no-show both count as canceled (docs/decisions/0019-fleet-records.md).
     */
    async tripCountsByDriver(driverIds: number[]): Promise<Map<number, TripCounts>> {
      if (driverIds.length === 0) return new Map();
      const rows = await db
        .select({
          driverId: trips.driverId,
          ...tripCountColumns,
        })
        .from(trips)
        .where(and(inArray(trips.driverId, driverIds), ne(trips.status, 'draft')))
        .groupBy(trips.driverId);
      return new Map(
        rows.map((r) => [
          r.driverId!,
          { pending_trips: r.pending_trips, confirmed_trips: r.confirmed_trips, completed_trips: r.completed_trips, canceled_trips: r.canceled_trips },
        ]),
      );
    },

    /**
     * Open trips (booked, not final) of these drivers or vehicles picked up from `today` on: what a
     * document that ends before their pickup puts at risk (ADR 0061). Read only; trips are the trips area's.
     */
    async listUpcomingAssignedTrips(holders: { driverIds: number[]; vehicleIds: number[] }, today: string): Promise<AssignedTrip[]> {
      if (holders.driverIds.length === 0 && holders.vehicleIds.length === 0) return [];
      const assigned = or(
        holders.driverIds.length > 0 ? inArray(trips.driverId, holders.driverIds) : undefined,
        holders.vehicleIds.length > 0 ? inArray(trips.vehicleId, holders.vehicleIds) : undefined,
      );
      return db
        .select({ tripId: trips.id, reference: trips.reference, pickupDate: trips.pickupDate, driverId: trips.driverId, vehicleId: trips.vehicleId })
        .from(trips)
        .where(and(assigned, gte(trips.pickupDate, today), ne(trips.status, 'draft'), notInArray(trips.status, [...FINAL_TRIP_STATUSES])))
        .orderBy(asc(trips.pickupAt), asc(trips.id));
    },

    async findDriver(id: number) {
      const [row] = await db.select().from(drivers).where(eq(drivers.id, id)).limit(1);
      return row;
    },

    async findVehicle(id: number) {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
      return row;
    },

    /** Row-locked for an edit, so two saves of one record apply one after the other. */
    async lockDriver(id: number) {
      const [row] = await db.select().from(drivers).where(eq(drivers.id, id)).for('update');
      return row;
    },

    async lockVehicle(id: number) {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
      return row;
    },

    async companyExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: driverCompanies.id }).from(driverCompanies).where(eq(driverCompanies.id, id)).limit(1);
      return row !== undefined;
    },

    /** Plates of the vehicles in service (any company), but `exceptVehicleId`'s own; compared by the caller. */
    async listActiveLicensePlates(exceptVehicleId: number | null): Promise<string[]> {
      const rows = await db
        .select({ licensePlate: vehicles.licensePlate })
        .from(vehicles)
        .where(and(eq(vehicles.isActive, true), exceptVehicleId === null ? undefined : ne(vehicles.id, exceptVehicleId)));
      return rows.map((row) => row.licensePlate);
    },

    async insertDriver(values: DriverColumns & { createdAt: Date }): Promise<number> {
      const [row] = await db.insert(drivers).values(values).returning({ id: drivers.id });
      return row!.id;
    },

    /** Every change counts in the version, so a staff decision taken on the version before it is refused. */
    async updateDriver(id: number, values: Partial<DriverColumns>): Promise<void> {
      await db.update(drivers).set({ ...values, version: sql`${drivers.version} + 1` }).where(eq(drivers.id, id));
    },

    async insertVehicle(values: VehicleColumns & { createdAt: Date }): Promise<number> {
      const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
      return row!.id;
    },

    async updateVehicle(id: number, values: Partial<VehicleColumns>): Promise<void> {
      await db.update(vehicles).set({ ...values, version: sql`${vehicles.version} + 1` }).where(eq(vehicles.id, id));
    },
  };
}
