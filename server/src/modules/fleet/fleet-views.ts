import {
  daysBetween,
  documentStatus,
  DRIVER_DOCUMENTS,
  VEHICLE_DOCUMENTS,
  type DocumentKind,
  type DriverListItem,
  type FleetDocument,
  type TripCounts,
  type VehicleListItem,
} from '@vozimo/contract';
import type { drivers, vehicles } from '../../db/schema/index.ts';
import { storedFileVersion } from '../../platform/uploads/send-stored-file.ts';
import type { AssignedTrip } from './fleet-records.repository.ts';

type DriverRow = typeof drivers.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

const NO_TRIPS: TripCounts = { pending_trips: 0, confirmed_trips: 0, completed_trips: 0, canceled_trips: 0 };

/** Where a stored file is served; `?v=` changes with the file, so browsers may keep it a day. */
const versioned = (path: string, storedName: string | null) => (storedName === null ? null : `${path}?v=${storedFileVersion(storedName)}`);

export const driverPhotoUrl = (driver: Pick<DriverRow, 'id' | 'photo'>) => versioned(`/api/driver_photo/${driver.id}/`, driver.photo);

function documentOf(
  kind: DocumentKind,
  label: string,
  storedName: string | null,
  expiresOn: string | null,
  url: string,
  today: string,
  assigned: readonly AssignedTrip[],
): FleetDocument {
  return {
    kind,
    label,
    expires_on: expiresOn,
    status: documentStatus(expiresOn, today),
    days_left: expiresOn === null ? null : daysBetween(today, expiresOn),
    url: versioned(url, storedName),
    trips_after:
      expiresOn === null
        ? []
        : assigned.filter((trip) => trip.pickupDate > expiresOn).map((trip) => ({ trip_id: trip.tripId, reference: trip.reference, pickup_date: trip.pickupDate })),
  };
}

interface ListedRecord {
  companyName: string;
  isAssignable: boolean;
}

/** A row of the Drivers screen. `today` is the Zagreb date the documents are judged on. */
export function toDriverListItem(
  row: ListedRecord & { driver: DriverRow; hasAccount: boolean },
  stats: TripCounts | undefined,
  today: string,
  upcoming: readonly AssignedTrip[],
): DriverListItem {
  const { driver } = row;
  const assigned = upcoming.filter((trip) => trip.driverId === driver.id);
  const documentUrl = (kind: DocumentKind) => `/api/driver_document/${driver.id}/${kind}/`;
  return {
    driver_id: driver.id,
    driver_name: driver.driverName,
    hometown: driver.hometown,
    email: driver.email,
    phone: driver.phone,
    whatsapp: driver.whatsapp,
    driver_photo: driverPhotoUrl(driver),
    stats: stats ?? NO_TRIPS,
    has_account: row.hasAccount,
    is_approved: driver.isApproved,
    rejection_reason: driver.rejectionReason,
    documents_under_review: driver.documentsUnderReview,
    is_active: driver.isActive,
    is_assignable: row.isAssignable,
    company: driver.companyId,
    company__company_name: row.companyName,
    documents: [
      documentOf('licence', DRIVER_DOCUMENTS.licence.label, driver.licenceDocument, driver.licenceExpiresOn, documentUrl('licence'), today, assigned),
      documentOf('id', DRIVER_DOCUMENTS.id.label, driver.idDocument, driver.idExpiresOn, documentUrl('id'), today, assigned),
    ],
  };
}

/** A row of the Vehicles screen. */
export function toVehicleListItem(
  row: ListedRecord & { vehicle: VehicleRow; vehicleTypeName: string },
  today: string,
  upcoming: readonly AssignedTrip[],
): VehicleListItem {
  const { vehicle } = row;
  const assigned = upcoming.filter((trip) => trip.vehicleId === vehicle.id);
  const photoUrl = (slot: number, storedName: string | null) => versioned(`/api/vehicle_photo/${vehicle.id}/${slot}/`, storedName);
  const documentUrl = (kind: DocumentKind) => `/api/vehicle_document/${vehicle.id}/${kind}/`;
  return {
    vehicle_id: vehicle.id,
    vehicle_make: vehicle.make,
    vehicle_model: vehicle.model,
    license_plate: vehicle.licensePlate,
    color: vehicle.color,
    production_year: vehicle.productionYear,
    vehicle_type: vehicle.vehicleTypeId,
    vehicle_type__vehicle_type_name: row.vehicleTypeName,
    driver: vehicle.driverId,
    photo_1: photoUrl(1, vehicle.photo1),
    photo_2: photoUrl(2, vehicle.photo2),
    photo_3: photoUrl(3, vehicle.photo3),
    photo_4: photoUrl(4, vehicle.photo4),
    is_approved: vehicle.isApproved,
    rejection_reason: vehicle.rejectionReason,
    documents_under_review: vehicle.documentsUnderReview,
    is_active: vehicle.isActive,
    is_assignable: row.isAssignable,
    company: vehicle.companyId,
    company__company_name: row.companyName,
    documents: [
      documentOf(
        'registration',
        VEHICLE_DOCUMENTS.registration.label,
        vehicle.vehicleRegistrationPhoto,
        vehicle.registrationExpiresOn,
        documentUrl('registration'),
        today,
        assigned,
      ),
      documentOf(
        'insurance',
        VEHICLE_DOCUMENTS.insurance.label,
        vehicle.vehicleInsurancePhoto,
        vehicle.insuranceExpiresOn,
        documentUrl('insurance'),
        today,
        assigned,
      ),
    ],
  };
}
