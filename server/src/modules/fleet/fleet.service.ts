import {
  AD_HOC_DRIVER_MESSAGES,
  type AdHocDriverRequestParsed,
  type AdHocDriverResponse,
  type DriverOption,
  type VehicleOption,
} from '@vozimo/contract';
import { bodyFieldErrors } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { licensePlateKey } from './rules/license-plate.ts';

export interface FleetServiceDeps {
  repo: FleetRepository;
  now: () => Date;
}

export const DUPLICATE_LICENSE_PLATE_MESSAGE = 'A vehicle with this license plate already exists.';

/** The staff driver and vehicle pieces of the trip form (spec sections 3, 5 and 7). */
export function createFleetService({ repo, now }: FleetServiceDeps) {
  /** 422s that need the database: the vehicle type must exist, the plate must be new. */
  async function adHocProblems(tx: FleetRepository, body: AdHocDriverRequestParsed) {
    const problems: { field: string; message: string }[] = [];
    if (!(await tx.vehicleTypeExists(body.vehicle_type_id))) {
      problems.push({ field: 'vehicle_type_id', message: AD_HOC_DRIVER_MESSAGES.vehicleTypeId });
    }
    const plate = licensePlateKey(body.license_plate);
    if ((await tx.listActiveLicensePlates()).some((existing) => licensePlateKey(existing) === plate)) {
      problems.push({ field: 'license_plate', message: DUPLICATE_LICENSE_PLATE_MESSAGE });
    }
    return problems;
  }

  return {
    /** GET /api/list_drivers: the Driver select's options. */
    async listDriversForTripForm(actor: Actor): Promise<DriverOption[]> {
      authorize(actor, 'fleet.listForTripForm');
      const rows = await repo.listAssignableDrivers();
      return rows.map((row) => ({
        driver_id: row.id,
        driver_name: row.driverName,
        company: row.companyId,
        company__company_name: row.companyName,
      }));
    },

    /** GET /api/list_vehicles: the Vehicle select's options. */
    async listVehiclesForTripForm(actor: Actor): Promise<VehicleOption[]> {
      authorize(actor, 'fleet.listForTripForm');
      const rows = await repo.listAssignableVehicles();
      return rows.map((row) => ({
        vehicle_id: row.id,
        vehicle_make: row.make,
        vehicle_model: row.model,
        color: row.color,
        license_plate: row.licensePlate,
        company: row.companyId,
        vehicle_type__vehicle_type_name: row.vehicleTypeName,
        driver: row.driverId,
        vehicle_type: row.vehicleTypeId,
      }));
    },

    /**
     * POST /api/create_ad_hoc_driver/: a driver staff found outside the partner network, with the
     * vehicle they drive, filed under the staff-run ad-hoc company and assignable at once.
     */
    async createAdHocDriver(actor: Actor, body: AdHocDriverRequestParsed): Promise<AdHocDriverResponse> {
      authorize(actor, 'fleet.createAdHoc');
      const at = now();
      return repo.transaction(async (tx) => {
        const problems = await adHocProblems(tx, body);
        if (problems.length > 0) throw bodyFieldErrors(problems);

        const companyId = await tx.ensureAdHocCompany(at);
        const driverId = await tx.insertAdHocDriver({
          companyId,
          driverName: body.driver_name,
          phone: body.phone,
          email: body.email,
          at,
        });
        const vehicleId = await tx.insertAdHocVehicle({
          companyId,
          driverId,
          vehicleTypeId: body.vehicle_type_id,
          make: body.vehicle_make,
          model: body.vehicle_model,
          licensePlate: body.license_plate,
          color: body.color,
          at,
        });
        // Approved without review, so who vouched for them is kept.
        await tx.insertAuditEvent(actor.realUserId, 'fleet.ad_hoc_driver.create', { driver_id: driverId, vehicle_id: vehicleId, company_id: companyId }, at);
        return { driver_name: body.driver_name, driver_id: driverId, vehicle_id: vehicleId };
      });
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
