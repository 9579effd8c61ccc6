import {
  REQUIRED_VEHICLE_PHOTO_FIELDS,
  VEHICLE_DOCUMENTS,
  VEHICLE_FORM_MESSAGES,
  VEHICLE_PHOTO_FIELDS,
  zagrebToday,
  type FleetListQuery,
  type VehicleFields,
  type VehicleListItem,
} from '@vozimo/contract';
import type { vehicles } from '../../db/schema/index.ts';
import { AppError, bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import { firstPerField, type FieldIssue } from '../../platform/http/field-issues.ts';
import { discardingOnFailure, type FormBody } from '../../platform/uploads/form-body.ts';
import { reencodeFormImages } from '../../platform/uploads/form-images.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import {
  documentChanges,
  replacedFiles,
  VEHICLE_IMAGES,
  type DocumentChange,
  type DocumentSlot,
} from './fleet-form.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { companyOfNewRecord, fleetListFilter } from './fleet-scope.ts';
import { toVehicleListItem } from './fleet-views.ts';
import { approvalAfterEdit, papersCompleteAfter } from './rules/approval-after-edit.ts';
import { DUPLICATE_LICENSE_PLATE_MESSAGE, isPlateTaken, licensePlateKey } from './rules/license-plate.ts';

export interface VehiclesServiceDeps {
  repo: FleetRepository;
  uploads: UploadStorage;
  now: () => Date;
}

type VehicleRow = typeof vehicles.$inferSelect;

export const VEHICLE_NOT_FOUND = 'Vehicle not found.';

const PHOTO_COLUMNS = { photo_1: 'photo1', photo_2: 'photo2', photo_3: 'photo3', photo_4: 'photo4' } as const;
const PHOTO_REQUIRED_MESSAGES = { photo_1: VEHICLE_FORM_MESSAGES.photo1, photo_2: VEHICLE_FORM_MESSAGES.photo2 } as const;

function vehicleDocumentSlots(vehicle: VehicleRow | null): DocumentSlot[] {
  return [
    {
      kind: 'registration',
      ...VEHICLE_DOCUMENTS.registration,
      onFile: vehicle && { file: vehicle.vehicleRegistrationPhoto, expiresOn: vehicle.registrationExpiresOn },
    },
    { kind: 'insurance', ...VEHICLE_DOCUMENTS.insurance, onFile: vehicle && { file: vehicle.vehicleInsurancePhoto, expiresOn: vehicle.insuranceExpiresOn } },
  ];
}

function documentColumns(changes: DocumentChange[]) {
  const columns: Partial<Pick<VehicleRow, 'vehicleRegistrationPhoto' | 'registrationExpiresOn' | 'vehicleInsurancePhoto' | 'insuranceExpiresOn'>> = {};
  for (const change of changes) {
    if (change.kind === 'registration') Object.assign(columns, { vehicleRegistrationPhoto: change.file, registrationExpiresOn: change.expiresOn });
    if (change.kind === 'insurance') Object.assign(columns, { vehicleInsurancePhoto: change.file, insuranceExpiresOn: change.expiresOn });
  }
  return columns;
}

/** The photo columns the form sets: new files only; the ones left out are kept. */
function photoColumns(files: Map<string, string>): Partial<Pick<VehicleRow, 'photo1' | 'photo2' | 'photo3' | 'photo4'>> {
  return Object.fromEntries(VEHICLE_PHOTO_FIELDS.flatMap((field) => (files.has(field) ? [[PHOTO_COLUMNS[field], files.get(field)!]] : [])));
}

/** 'Photo 1 is required.' where neither a new file nor one on file fills a required slot (and no other problem is shown there). */
function missingPhotos(files: Map<string, string>, existing: VehicleRow | null, problems: FieldIssue[]): FieldIssue[] {
  return REQUIRED_VEHICLE_PHOTO_FIELDS.flatMap((field) => {
    const onFile = existing?.[PHOTO_COLUMNS[field]] ?? null;
    const reported = problems.some((p) => p.field === field);
    return files.has(field) || onFile !== null || reported ? [] : [{ field, message: PHOTO_REQUIRED_MESSAGES[field] }];
  });
}

/**
 * The Vehicles screen (spec sections 2, 3, 5 and 7; docs/decisions/0019-fleet-records.md): the
 * list, adding, editing and (de)activating vehicles with their photos and documents.
 */
export function createVehiclesService({ repo, uploads, now }: VehiclesServiceDeps) {
  async function listItem(vehicleId: number, today: string): Promise<VehicleListItem> {
    const [row] = await repo.listVehicles({ ids: [vehicleId] }, today);
    return toVehicleListItem(row!, today, await repo.listUpcomingAssignedTrips({ driverIds: [], vehicleIds: [vehicleId] }, today));
  }

  async function manageableVehicle(tx: FleetRepository, actor: Actor, vehicleId: number, lock: boolean): Promise<VehicleRow> {
    const vehicle = lock ? await tx.lockVehicle(vehicleId) : await tx.findVehicle(vehicleId);
    if (!vehicle || !can(actor, 'fleet.manage', { companyId: vehicle.companyId, driverId: null })) throw notFound(VEHICLE_NOT_FOUND);
    return vehicle;
  }

  /** The form checked beyond its schema: documents and files, images re-encoded; every problem at once. */
  async function readVehicleForm(form: FormBody<VehicleFields>, existing: VehicleRow | null, today: string) {
    const files = await reencodeFormImages(uploads, form.files, (field) => VEHICLE_IMAGES[field]);
    const documents = documentChanges(vehicleDocumentSlots(existing), form.text, files.byField, today);
    const problems = firstPerField([...form.issues, ...files.problems, ...documents.problems]);
    problems.push(...missingPhotos(files.byField, existing, problems));
    return { fields: form.fields, files, documents: documents.changes, problems };
  }

  /** Problems only the database can tell: the type must exist, the plate must not be in service elsewhere. */
  async function databaseProblems(tx: FleetRepository, fields: VehicleFields | null, vehicleId: number | null): Promise<FieldIssue[]> {
    if (fields === null) return [];
    const problems: FieldIssue[] = [];
    if (!(await tx.vehicleTypeExists(Number(fields.vehicle_type)))) {
      problems.push({ field: 'vehicle_type', message: VEHICLE_FORM_MESSAGES.vehicleTypeChoice });
    }
    if (isPlateTaken(fields.license_plate, await tx.listActiveLicensePlates(vehicleId))) {
      problems.push({ field: 'license_plate', message: DUPLICATE_LICENSE_PLATE_MESSAGE });
    }
    return problems;
  }

  const textColumns = (fields: VehicleFields) => ({
    vehicleTypeId: Number(fields.vehicle_type),
    make: fields.vehicle_make,
    model: fields.vehicle_model,
    licensePlate: fields.license_plate,
    color: fields.color,
    productionYear: fields.production_year,
  });

  return {
    /** GET /api/vehicles/ */
    async listVehicles(actor: Actor, query: FleetListQuery): Promise<VehicleListItem[]> {
      authorize(actor, 'vehicles.list');
      const today = zagrebToday(now());
      const rows = await repo.listVehicles(fleetListFilter(actor, 'vehicles', query.company), today);
      const upcoming = await repo.listUpcomingAssignedTrips({ driverIds: [], vehicleIds: rows.map((row) => row.vehicle.id) }, today);
      return rows.map((row) => toVehicleListItem(row, today, upcoming));
    },

    /** POST /api/create_vehicle/: waits for approval when a driver admin adds it; staff's is approved when its registration and insurance are on file (ADR 0054). */
    async createVehicle(actor: Actor, readForm: () => Promise<FormBody<VehicleFields>>): Promise<VehicleListItem> {
      authorize(actor, 'vehicles.create');
      const form = await readForm();
      const at = now();
      const today = zagrebToday(at);
      const read = await readVehicleForm(form, null, today);
      const vehicleId = await discardingOnFailure(read.files, () =>
        repo.transaction(async (tx) => {
          const company = await companyOfNewRecord(tx, actor, form.text);
          const problems = [...read.problems, ...company.problems, ...(await databaseProblems(tx, read.fields, null))];
          if (problems.length > 0 || read.fields === null) throw bodyFieldErrors(problems);
          const approved = actor.isStaff && papersCompleteAfter({ registration: null, insurance: null }, read.documents, today);
          const id = await tx.insertVehicle({
            companyId: company.companyId,
            ...textColumns(read.fields),
            ...photoColumns(read.files.byField),
            ...documentColumns(read.documents),
            isApproved: approved,
            isActive: true,
            createdAt: at,
            updatedAt: at,
          });
          await tx.insertAuditEvent(actor.realUserId, 'fleet.vehicle.create', { vehicle_id: id, company_id: company.companyId, approved }, at);
          return id;
        }),
      );
      return listItem(vehicleId, today);
    },

    /**
     * POST /api/update_vehicle/{id}/: photos left out are kept. A new plate, vehicle type,
     * registration or insurance sends it back to waiting for approval, unless staff make the change;
     * a renewed registration or insurance of an approved vehicle whose old one is still valid keeps
     * it on the road while staff look at the new one (ADR 0062).
     */
    async updateVehicle(actor: Actor, vehicleId: number, readForm: () => Promise<FormBody<VehicleFields>>): Promise<VehicleListItem> {
      authorize(actor, 'vehicles.create');
      const before = await manageableVehicle(repo, actor, vehicleId, false);
      const form = await readForm();
      const at = now();
      const today = zagrebToday(at);
      const read = await readVehicleForm(form, before, today);
      const replaced = await discardingOnFailure(read.files, () =>
        repo.transaction(async (tx) => {
          const existing = await manageableVehicle(tx, actor, vehicleId, true);
          const problems = [...read.problems, ...(await databaseProblems(tx, read.fields, vehicleId))];
          // An inactive vehicle's plate may be taken by the vehicle that replaced it: checked on reactivation.
          const checked = existing.isActive ? problems : problems.filter((p) => p.message !== DUPLICATE_LICENSE_PLATE_MESSAGE);
          if (checked.length > 0 || read.fields === null) throw bodyFieldErrors(checked);

          const changes = { ...textColumns(read.fields), ...photoColumns(read.files.byField), ...documentColumns(read.documents) };
          const otherChangeNeedsApproval =
            licensePlateKey(changes.licensePlate) !== licensePlateKey(existing.licensePlate) || changes.vehicleTypeId !== existing.vehicleTypeId;
          const needsApproval = otherChangeNeedsApproval || read.documents.length > 0;
          const { isApproved, documentsUnderReview } = approvalAfterEdit({
            byStaff: actor.isStaff,
            wasApproved: existing.isApproved,
            wasUnderReview: existing.documentsUnderReview,
            otherChangeNeedsApproval,
            replacedDocumentsEnd: read.documents.map((d) => (d.kind === 'registration' ? existing.registrationExpiresOn : existing.insuranceExpiresOn)),
            papersComplete: papersCompleteAfter({ registration: existing.registrationExpiresOn, insurance: existing.insuranceExpiresOn }, read.documents, today),
            today,
          });
          // A refused record that is fixed (or approved by staff's own edit) leaves 'Rejected': its
          // reason no longer applies, and it is back in staff's queue (docs/decisions/0019-fleet-records.md).
          const rejectionReason = isApproved || needsApproval ? null : existing.rejectionReason;
          await tx.updateVehicle(vehicleId, { ...changes, isApproved, documentsUnderReview, rejectionReason, updatedAt: at });
          await tx.insertAuditEvent(
            actor.realUserId,
            'fleet.vehicle.update',
            { vehicle_id: vehicleId, company_id: existing.companyId, approved: isApproved, back_to_approval: existing.isApproved && !isApproved, documents_under_review: documentsUnderReview },
            at,
          );
          return replacedFiles(existing, changes, ['photo1', 'photo2', 'photo3', 'photo4', 'vehicleRegistrationPhoto', 'vehicleInsurancePhoto']);
        }),
      );
      await uploads.remove(replaced);
      return listItem(vehicleId, today);
    },

    /**
     * POST /api/set_vehicle_active/{id}/: nothing is deleted. Reactivating needs no new approval,
     * but is refused while another vehicle in service has the plate.
     */
    async setVehicleActive(actor: Actor, vehicleId: number, isActive: boolean): Promise<VehicleListItem> {
      authorize(actor, 'vehicles.create');
      const at = now();
      await repo.transaction(async (tx) => {
        const vehicle = await manageableVehicle(tx, actor, vehicleId, true);
        if (vehicle.isActive === isActive) return;
        if (isActive && isPlateTaken(vehicle.licensePlate, await tx.listActiveLicensePlates(vehicleId))) {
          throw new AppError(409, DUPLICATE_LICENSE_PLATE_MESSAGE);
        }
        await tx.updateVehicle(vehicleId, { isActive, updatedAt: at });
        await tx.insertAuditEvent(
          actor.realUserId,
          isActive ? 'fleet.vehicle.activate' : 'fleet.vehicle.deactivate',
          { vehicle_id: vehicleId, company_id: vehicle.companyId },
          at,
        );
      });
      return listItem(vehicleId, zagrebToday(at));
    },
  };
}
