import { documentsValidUntil, zagrebToday, type CompanyDriverOption, type CompanyVehicleOption, type DocumentEnds } from '@vozimo/contract';
import type { Database } from '../../platform/db/database.ts';
import type { CompanyFleetRepository } from './company-fleet.repository.ts';

export interface CompanyFleetDeps {
  repo: CompanyFleetRepository;
}

/** A driver a claim may give a trip to, with the last valid days of its documents (checked against the pickup day). */
export interface ClaimableDriver {
  id: number;
  companyId: number;
  driverName: string;
  documents: DocumentEnds;
}

/** A vehicle type's seats and tariff: what judging a substitute for the booked type needs. */
export interface VehicleClass {
  vehicleTypeId: number;
  maxPassengers: number;
  pricePerKmCents: number;
}

/** A vehicle a claim may give a trip to, with its type's class and the last valid days of its documents. */
export interface ClaimableVehicle extends VehicleClass {
  id: number;
  companyId: number;
  licensePlate: string;
  documents: DocumentEnds;
}

const driverDocuments = (row: { licenceExpiresOn: string | null; idExpiresOn: string | null }): DocumentEnds => ({
  licence: row.licenceExpiresOn,
  id: row.idExpiresOn,
});
const vehicleDocuments = (row: { registrationExpiresOn: string | null; insuranceExpiresOn: string | null }): DocumentEnds => ({
  registration: row.registrationExpiresOn,
  insurance: row.insuranceExpiresOn,
});

/**
 * One company's drivers and vehicles as the marketplace (offers area) uses them: the options of
 * the claim and change modals, and the assignability checks of a claim (rules/assignable.ts,
 * ADR 0019), on the Zagreb calendar date of `at`. The caller checks permissions; the functions
 * taking `tx` join the caller's transaction.
 */
export function createCompanyFleetService({ repo }: CompanyFleetDeps) {
  return {
    /** 'approved', 'waiting' for staff's approval, 'inactive' (deactivated by staff), or 'unknown' (no such company). */
    async companyStanding(companyId: number): Promise<'approved' | 'waiting' | 'inactive' | 'unknown'> {
      const company = await repo.findCompany(companyId);
      if (!company) return 'unknown';
      if (!company.isActive) return 'inactive';
      return company.isApproved ? 'approved' : 'waiting';
    },

    async listDriverOptions(companyId: number, at: Date): Promise<CompanyDriverOption[]> {
      const rows = await repo.listAssignableDrivers(companyId, zagrebToday(at));
      return rows.map((row) => ({ driver_id: row.id, driver_name: row.driverName, documents_valid_until: documentsValidUntil(driverDocuments(row)) }));
    },

    /**
     * `serves`: the booked vehicle types a vehicle of this class may carry, by the marketplace's
     * substitution rule (the offers area's, ADR 0020), so the modals list only what a claim accepts.
     */
    async listVehicleOptions(companyId: number, at: Date, serves: (vehicle: VehicleClass) => number[]): Promise<CompanyVehicleOption[]> {
      const rows = await repo.listAssignableVehicles(companyId, zagrebToday(at));
      return rows.map((row) => ({
        vehicle_id: row.id,
        make: row.make,
        model: row.model,
        vehicle_type__vehicle_type_name: row.vehicleTypeName,
        license_plate: row.licensePlate,
        vehicle_type: row.vehicleTypeId,
        vehicle_type__max_passengers: row.maxPassengers,
        driver: row.driverId,
        documents_valid_until: documentsValidUntil(vehicleDocuments(row)),
        serves_vehicle_types: serves(row),
      }));
    },

    /** The driver if assignable today, its row locked until `tx` ends (one driver, one trip at a time). */
    async lockClaimableDriver(tx: Database, driverId: number, at: Date): Promise<ClaimableDriver | undefined> {
      const row = await repo.joining(tx).lockAssignableDriver(driverId, zagrebToday(at));
      return row && { id: row.id, companyId: row.companyId, driverName: row.driverName, documents: driverDocuments(row) };
    },

    /** The vehicle if assignable today, its row locked until `tx` ends. */
    async lockClaimableVehicle(tx: Database, vehicleId: number, at: Date): Promise<ClaimableVehicle | undefined> {
      const row = await repo.joining(tx).lockAssignableVehicle(vehicleId, zagrebToday(at));
      return (
        row && {
          id: row.id,
          companyId: row.companyId,
          vehicleTypeId: row.vehicleTypeId,
          maxPassengers: row.maxPassengers,
          pricePerKmCents: row.pricePerKmCents,
          licensePlate: row.licensePlate,
          documents: vehicleDocuments(row),
        }
      );
    },

    /** Every vehicle type's seats and tariff, to judge which booked types a vehicle may carry. */
    async listVehicleClasses(): Promise<VehicleClass[]> {
      return repo.listVehicleClasses();
    },

    /** A vehicle type's seats and tariff (the booked one, to judge a substitute). */
    async findVehicleClass(tx: Database, vehicleTypeId: number): Promise<VehicleClass | undefined> {
      return repo.joining(tx).findVehicleClass(vehicleTypeId);
    },
  };
}

export type CompanyFleetService = ReturnType<typeof createCompanyFleetService>;
