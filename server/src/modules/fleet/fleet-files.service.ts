import { DRIVER_DOCUMENTS, VEHICLE_DOCUMENTS, type DriverDocumentKind, type VehicleDocumentKind } from '@vozimo/contract';
import { notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import type { FleetRepository } from './fleet.repository.ts';

export interface FleetFilesServiceDeps {
  repo: FleetRepository;
}

/** A stored file the actor may open, and the name a PDF is shown under. */
export interface FleetFile {
  storedName: string;
  downloadName: string;
}

export type VehiclePhotoSlot = 1 | 2 | 3 | 4;

const FILE_NOT_FOUND = 'File not found.';

/** ASCII letters and digits of a name, for a file name ("Ana Anić" → "Ana-Ani"). */
const fileNamePart = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-');

/**
 * Who may open which photo or document (docs/decisions/0019-fleet-records.md). A file the actor
 * may not see answers 404 like one that does not exist, so other companies' records stay unknown.
 */
export function createFleetFilesService({ repo }: FleetFilesServiceDeps) {
  // Each function first asks the role question of the fleet screens ('vehicles.list': staff and
  // drivers; agents 403), then the record's own.
  function found(storedName: string | null | undefined, downloadName: string): FleetFile {
    if (!storedName) throw notFound(FILE_NOT_FOUND);
    return { storedName, downloadName };
  }

  return {
    async driverPhoto(actor: Actor, driverId: number): Promise<FleetFile> {
      authorize(actor, 'vehicles.list');
      const driver = await repo.findDriver(driverId);
      const visible = driver && can(actor, 'fleet.readFiles', { companyId: driver.companyId, driverId: driver.id });
      return found(visible ? driver.photo : null, 'driver-photo');
    },

    async vehiclePhoto(actor: Actor, vehicleId: number, slot: VehiclePhotoSlot): Promise<FleetFile> {
      authorize(actor, 'vehicles.list');
      const vehicle = await repo.findVehicle(vehicleId);
      const visible = vehicle && can(actor, 'fleet.readFiles', { companyId: vehicle.companyId, driverId: null });
      const photo = vehicle && [vehicle.photo1, vehicle.photo2, vehicle.photo3, vehicle.photo4][slot - 1];
      return found(visible ? photo : null, 'vehicle-photo');
    },

    async driverDocument(actor: Actor, driverId: number, kind: DriverDocumentKind): Promise<FleetFile> {
      authorize(actor, 'vehicles.list');
      const driver = await repo.findDriver(driverId);
      const visible = driver && can(actor, 'fleet.readDriverDocuments', { companyId: driver.companyId, driverId: driver.id });
      const file = driver && (kind === 'licence' ? driver.licenceDocument : driver.idDocument);
      return found(visible ? file : null, `${fileNamePart(DRIVER_DOCUMENTS[kind].label)}-${fileNamePart(driver?.driverName ?? '')}`);
    },

    async vehicleDocument(actor: Actor, vehicleId: number, kind: VehicleDocumentKind): Promise<FleetFile> {
      authorize(actor, 'vehicles.list');
      const vehicle = await repo.findVehicle(vehicleId);
      const visible = vehicle && can(actor, 'fleet.readFiles', { companyId: vehicle.companyId, driverId: null });
      const file = vehicle && (kind === 'registration' ? vehicle.vehicleRegistrationPhoto : vehicle.vehicleInsurancePhoto);
      return found(visible ? file : null, `${VEHICLE_DOCUMENTS[kind].label}-${fileNamePart(vehicle?.licensePlate ?? '')}`);
    },
  };
}
