import {
  DRIVER_DOCUMENTS,
  DRIVER_PHOTO_FIELD,
  zagrebToday,
  type DriverFields,
  type DriverListItem,
  type FleetListQuery,
} from '@vozimo/contract';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import { firstPerField } from '../../platform/http/field-issues.ts';
import { discardingOnFailure, type FormBody } from '../../platform/uploads/form-body.ts';
import { reencodeFormImages } from '../../platform/uploads/form-images.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { drivers } from '../../db/schema/index.ts';
import {
  documentChanges,
  DRIVER_IMAGES,
  replacedFiles,
  type DocumentChange,
  type DocumentSlot,
} from './fleet-form.ts';
import type { FleetListFilter } from './fleet-records.repository.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { companyOfNewRecord, fleetListFilter } from './fleet-scope.ts';
import { toDriverListItem } from './fleet-views.ts';
import { approvalAfterEdit, papersCompleteAfter } from './rules/approval-after-edit.ts';

export interface DriversServiceDeps {
  repo: FleetRepository;
  uploads: UploadStorage;
  now: () => Date;
}

type DriverRow = typeof drivers.$inferSelect;

export const DRIVER_NOT_FOUND = 'Driver not found.';

function driverDocumentSlots(driver: DriverRow | null): DocumentSlot[] {
  return [
    { kind: 'licence', ...DRIVER_DOCUMENTS.licence, onFile: driver && { file: driver.licenceDocument, expiresOn: driver.licenceExpiresOn } },
    { kind: 'id', ...DRIVER_DOCUMENTS.id, onFile: driver && { file: driver.idDocument, expiresOn: driver.idExpiresOn } },
  ];
}

function documentColumns(changes: DocumentChange[]) {
  const columns: Partial<Pick<DriverRow, 'licenceDocument' | 'licenceExpiresOn' | 'idDocument' | 'idExpiresOn'>> = {};
  for (const change of changes) {
    if (change.kind === 'licence') Object.assign(columns, { licenceDocument: change.file, licenceExpiresOn: change.expiresOn });
    if (change.kind === 'id') Object.assign(columns, { idDocument: change.file, idExpiresOn: change.expiresOn });
  }
  return columns;
}

/**
 * The Drivers screen (spec sections 2, 3, 5 and 7; docs/decisions/0019-fleet-records.md): the
 * list, adding, editing and (de)activating drivers with their photo and documents.
 */
export function createDriversService({ repo, uploads, now }: DriversServiceDeps) {
  async function listItems(filter: FleetListFilter, today: string): Promise<DriverListItem[]> {
    const rows = await repo.listDrivers(filter, today);
    const ids = rows.map((row) => row.driver.id);
    const counts = await repo.tripCountsByDriver(ids);
    const upcoming = await repo.listUpcomingAssignedTrips({ driverIds: ids, vehicleIds: [] }, today);
    return rows.map((row) => toDriverListItem(row, counts.get(row.driver.id), today, upcoming));
  }

  async function listItem(driverId: number, today: string): Promise<DriverListItem> {
    const [item] = await listItems({ ids: [driverId] }, today);
    return item!;
  }

  /** A driver the actor may change; another company's is "not found", so its existence is not told. */
  async function manageableDriver(tx: FleetRepository, actor: Actor, driverId: number, lock: boolean): Promise<DriverRow> {
    const driver = lock ? await tx.lockDriver(driverId) : await tx.findDriver(driverId);
    if (!driver || !can(actor, 'fleet.manage', { companyId: driver.companyId, driverId: driver.id })) throw notFound(DRIVER_NOT_FOUND);
    return driver;
  }

  /**
   * Checks the form beyond its schema: documents and files (images re-encoded). Every problem is
   * reported at once; `discard` deletes every file the request stored.
   */
  async function readDriverForm(form: FormBody<DriverFields>, existing: DriverRow | null, today: string) {
    const files = await reencodeFormImages(uploads, form.files, (field) => DRIVER_IMAGES[field]);
    const documents = documentChanges(driverDocumentSlots(existing), form.text, files.byField, today);
    const problems = firstPerField([...form.issues, ...files.problems, ...documents.problems]);
    return { fields: form.fields, photo: files.byField.get(DRIVER_PHOTO_FIELD), documents: documents.changes, problems, discard: files.discard };
  }

  return {
    /** GET /api/drivers/ */
    async listDrivers(actor: Actor, query: FleetListQuery): Promise<DriverListItem[]> {
      authorize(actor, 'drivers.list');
      return listItems(fleetListFilter(actor, 'drivers', query.company), zagrebToday(now()));
    },

    /**
     * POST /api/create_driver/: added by a driver admin, the driver waits for staff approval;
     * added by staff with its licence and ID, it is approved at once (the audit log keeps who);
     * without them it waits like any other (ADR 0054).
     */
    async createDriver(actor: Actor, readForm: () => Promise<FormBody<DriverFields>>): Promise<DriverListItem> {
      authorize(actor, 'drivers.create');
      const form = await readForm();
      const at = now();
      const today = zagrebToday(at);
      const read = await readDriverForm(form, null, today);
      const driverId = await discardingOnFailure(read, () =>
        repo.transaction(async (tx) => {
          const company = await companyOfNewRecord(tx, actor, form.text);
          const problems = [...read.problems, ...company.problems];
          if (problems.length > 0 || read.fields === null) throw bodyFieldErrors(problems);
          const approved = actor.isStaff && papersCompleteAfter({ licence: null, id: null }, read.documents, today);
          const id = await tx.insertDriver({
            companyId: company.companyId,
            driverName: read.fields.driver_name,
            phone: read.fields.phone,
            email: read.fields.email,
            whatsapp: read.fields.whatsapp,
            hometown: read.fields.hometown,
            photo: read.photo ?? null,
            ...documentColumns(read.documents),
            isApproved: approved,
            isActive: true,
            createdAt: at,
            updatedAt: at,
          });
          await tx.insertAuditEvent(actor.realUserId, 'fleet.driver.create', { driver_id: id, company_id: company.companyId, approved }, at);
          return id;
        }),
      );
      return listItem(driverId, today);
    },

    /**
     * POST /api/update_driver/{id}/: files left out are kept. A new name, photo, licence or ID
     * sends the driver back to waiting for approval, unless staff make the change; a renewed
     * licence or ID of an approved driver whose old one is still valid keeps it driving while
     * staff look at the new one (ADR 0062).
     */
    async updateDriver(actor: Actor, driverId: number, readForm: () => Promise<FormBody<DriverFields>>): Promise<DriverListItem> {
      authorize(actor, 'drivers.create');
      const before = await manageableDriver(repo, actor, driverId, false);
      const form = await readForm();
      const at = now();
      const today = zagrebToday(at);
      const read = await readDriverForm(form, before, today);
      const fields = read.fields;
      if (read.problems.length > 0 || fields === null) {
        await read.discard();
        throw bodyFieldErrors(read.problems);
      }
      const replaced = await discardingOnFailure(read, () =>
        repo.transaction(async (tx) => {
          const existing = await manageableDriver(tx, actor, driverId, true);
          const changes = {
            driverName: fields.driver_name,
            phone: fields.phone,
            email: fields.email,
            whatsapp: fields.whatsapp,
            hometown: fields.hometown,
            ...(read.photo === undefined ? {} : { photo: read.photo }),
            ...documentColumns(read.documents),
          };
          const otherChangeNeedsApproval = changes.driverName !== existing.driverName || read.photo !== undefined;
          const needsApproval = otherChangeNeedsApproval || read.documents.length > 0;
          const { isApproved, documentsUnderReview } = approvalAfterEdit({
            byStaff: actor.isStaff,
            wasApproved: existing.isApproved,
            wasUnderReview: existing.documentsUnderReview,
            otherChangeNeedsApproval,
            replacedDocumentsEnd: read.documents.map((d) => (d.kind === 'licence' ? existing.licenceExpiresOn : existing.idExpiresOn)),
            papersComplete: papersCompleteAfter({ licence: existing.licenceExpiresOn, id: existing.idExpiresOn }, read.documents, today),
            today,
          });
          // A refused record that is fixed (or approved by staff's own edit) leaves 'Rejected': its
          // reason no longer applies, and it is back in staff's queue (docs/decisions/0019-fleet-records.md).
          const rejectionReason = isApproved || needsApproval ? null : existing.rejectionReason;
          await tx.updateDriver(driverId, { ...changes, isApproved, documentsUnderReview, rejectionReason, updatedAt: at });
          await tx.insertAuditEvent(
            actor.realUserId,
            'fleet.driver.update',
            { driver_id: driverId, company_id: existing.companyId, approved: isApproved, back_to_approval: existing.isApproved && !isApproved, documents_under_review: documentsUnderReview },
            at,
          );
          return replacedFiles(existing, changes, ['photo', 'licenceDocument', 'idDocument']);
        }),
      );
      // Only once the new names are committed: a rolled-back edit still needs the old files.
      await uploads.remove(replaced);
      return listItem(driverId, today);
    },

    /** POST /api/set_driver_active/{id}/: nothing is deleted; reactivating needs no new approval. */
    async setDriverActive(actor: Actor, driverId: number, isActive: boolean): Promise<DriverListItem> {
      authorize(actor, 'drivers.create');
      const at = now();
      await repo.transaction(async (tx) => {
        const driver = await manageableDriver(tx, actor, driverId, true);
        if (driver.isActive === isActive) return;
        await tx.updateDriver(driverId, { isActive, updatedAt: at });
        await tx.insertAuditEvent(
          actor.realUserId,
          isActive ? 'fleet.driver.activate' : 'fleet.driver.deactivate',
          { driver_id: driverId, company_id: driver.companyId },
          at,
        );
      });
      return listItem(driverId, zagrebToday(at));
    },
  };
}
