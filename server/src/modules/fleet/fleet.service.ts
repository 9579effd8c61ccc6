import {
  AD_HOC_DRIVER_MESSAGES,
  type AdHocDriverRequestParsed,
  type AdHocDriverResponse,
  type DriverOption,
  type VehicleOption,
  zagrebToday,
} from '@vozimo/contract';
import { bodyFieldErrors } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import { createDocumentRemindersService } from './document-reminders.service.ts';
import { createDriversService } from './drivers.service.ts';
import { createFleetApprovalsService } from './fleet-approvals.service.ts';
import { createFleetFilesService } from './fleet-files.service.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { createVehiclesService } from './vehicles.service.ts';
import { DUPLICATE_LICENSE_PLATE_MESSAGE, isPlateTaken } from './rules/license-plate.ts';

export interface FleetServiceDeps {
  repo: FleetRepository;
  /** Where photos and documents are kept (DATA_DIR/uploads). */
  uploads: UploadStorage;
  /** Sends the document expiry reminders the sweep queues. */
  mail: MailDelivery;
  /** PUBLIC_URL, for links in e-mails. */
  publicUrl: string;
  now: () => Date;
}

/**
 * The fleet area's use cases: the Drivers and Vehicles screens with their files, and the staff
 * driver and vehicle pieces of the trip form (spec sections 3, 5 and 7).
 */
export function createFleetService({ repo, uploads, mail, publicUrl, now }: FleetServiceDeps) {
  /** 422s that need the database: the vehicle type must exist, the plate must be new. */
  async function adHocProblems(tx: FleetRepository, body: AdHocDriverRequestParsed) {
    const problems: { field: string; message: string }[] = [];
    if (!(await tx.vehicleTypeExists(body.vehicle_type_id))) {
      problems.push({ field: 'vehicle_type_id', message: AD_HOC_DRIVER_MESSAGES.vehicleTypeId });
    }
    if (isPlateTaken(body.license_plate, await tx.listActiveLicensePlates(null))) {
      problems.push({ field: 'license_plate', message: DUPLICATE_LICENSE_PLATE_MESSAGE });
    }
    return problems;
  }

  return {
    ...createDriversService({ repo, uploads, now }),
    ...createVehiclesService({ repo, uploads, now }),
    ...createFleetFilesService({ repo }),
    ...createDocumentRemindersService({ repo, mail, publicUrl, now }),
    ...createFleetApprovalsService({ repo, now }),

    /** GET /api/list_drivers: the Driver select's options. */
    async listDriversForTripForm(actor: Actor): Promise<DriverOption[]> {
      authorize(actor, 'fleet.listForTripForm');
      const rows = await repo.listAssignableDrivers(zagrebToday(now()));
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
      const rows = await repo.listAssignableVehicles(zagrebToday(now()));
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
