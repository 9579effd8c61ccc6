import {
  centsToEuroNumber,
  euroStringToCents,
  PROTECTED_VEHICLE_TYPE_IDS,
  VEHICLE_TYPE_IMAGE_FIELD,
  VEHICLE_TYPE_MESSAGES,
  type AdminVehicleType,
  type AdminVehicleTypeList,
  type TariffRequest,
  type VehicleTypeFields,
} from '@vozimo/contract';
import { changedFields } from '../../platform/db/audit-log.ts';
import { AppError, bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { reencodeStoredImage, UndecodableImageError } from '../../platform/uploads/image-processing.ts';
import { firstPerField } from '../../platform/http/field-issues.ts';
import { discardingOnFailure, type FormBody } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { VehicleTypeRow } from './catalogue.repository.ts';
import { publicImageUrl } from './image-url.ts';
import type { VehicleTypesAdminRepository } from './vehicle-types-admin.repository.ts';

export function toAdminVehicleType(row: VehicleTypeRow): AdminVehicleType {
  return {
    vehicle_type_id: row.id,
    vehicle_type_name: row.name,
    max_passengers: row.maxPassengers,
    comparable_to: row.comparableTo,
    baggage_note: row.baggageNote,
    price_per_km: centsToEuroNumber(row.pricePerKmCents),
    minimum_fare: centsToEuroNumber(row.minimumFareCents),
    image: publicImageUrl(row.image),
    is_active: row.isActive,
    is_protected: PROTECTED_VEHICLE_TYPE_IDS.includes(row.id),
  };
}

/** What an audit line shows of a type: the form's fields, money in euros. */
const descriptive = (row: Pick<VehicleTypeRow, 'name' | 'maxPassengers' | 'comparableTo' | 'baggageNote' | 'image'>) => ({
  name: row.name,
  max_passengers: row.maxPassengers,
  comparable_to: row.comparableTo,
  baggage_note: row.baggageNote,
  image: row.image,
});
const tariffOf = (row: Pick<VehicleTypeRow, 'pricePerKmCents' | 'minimumFareCents'>) => ({
  price_per_km: centsToEuroNumber(row.pricePerKmCents),
  minimum_fare: centsToEuroNumber(row.minimumFareCents),
});
const subjectOf = (row: Pick<VehicleTypeRow, 'id' | 'name'>) => ({ type: 'vehicle_type', id: row.id, label: row.name });

const columnsOf = (fields: VehicleTypeFields) => ({
  name: fields.name,
  maxPassengers: Number(fields.max_passengers),
  comparableTo: fields.comparable_to,
  baggageNote: fields.baggage_note,
  pricePerKmCents: euroStringToCents(fields.price_per_km),
  minimumFareCents: euroStringToCents(fields.minimum_fare),
});

/** A stored upload name (not a bundled picture's path or a URL): the file to delete once replaced. */
const isUploadName = (image: string | null): image is string => image !== null && /^[0-9a-f]{32}\.(jpg|png)$/.test(image);

export interface VehicleTypesAdminServiceDeps {
  repo: VehicleTypesAdminRepository;
  uploads: UploadStorage;
}

/**
 * Staff keep the vehicle types (docs/decisions/0023-back-office.md): create, edit, retire. A change
 * of tariff is a pricing change too: it applies to quotes made after it and has its own audit line
 * ('pricing.tariff.update'), so the Pricing screen's history shows it whichever screen made it.
 */
export function createVehicleTypesAdminService({ repo, uploads }: VehicleTypesAdminServiceDeps) {
  /** The form's fields and its image re-encoded (fleet photos' way), or every problem at its field. */
  async function readForm(form: FormBody<VehicleTypeFields>) {
    const problems = [...form.issues];
    let image: string | null = null;
    const upload = form.files.find((f) => f.field === VEHICLE_TYPE_IMAGE_FIELD);
    if (upload && problems.length === 0) {
      try {
        image = await reencodeStoredImage(uploads, upload.storedName, 'vehiclePhoto');
      } catch (error) {
        if (!(error instanceof UndecodableImageError)) throw error;
        problems.push({ field: VEHICLE_TYPE_IMAGE_FIELD, message: VEHICLE_TYPE_MESSAGES.imageType });
      }
    }
    const discard = async () => {
      await form.discard();
      if (image !== null) await uploads.remove([image]);
    };
    return { fields: form.fields, image, problems: firstPerField(problems), discard };
  }

  return {
    /** GET /api/admin/vehicle_types/: every type, active and retired, paged and searched. */
    async list(actor: Actor, query: { search: string; limit: number; offset: number }): Promise<AdminVehicleTypeList> {
      authorize(actor, 'catalogue.manage');
      const { rows, count } = await repo.listPage(query.search, query.limit, query.offset);
      return { items: rows.map(toAdminVehicleType), count };
    },

    async get(actor: Actor, id: number): Promise<AdminVehicleType> {
      authorize(actor, 'catalogue.manage');
      const row = await repo.findById(id);
      if (!row) throw notFound(VEHICLE_TYPE_MESSAGES.notFound);
      return toAdminVehicleType(row);
    },

    /** POST /api/admin/vehicle_types/ (multipart): a new, active type, offered in the next quotes. */
    async create(actor: Actor, form: () => Promise<FormBody<VehicleTypeFields>>): Promise<AdminVehicleType> {
      authorize(actor, 'catalogue.manage');
      const read = await readForm(await form());
      return discardingOnFailure(read, async () => {
        if (read.fields === null || read.problems.length > 0) throw bodyFieldErrors(read.problems);
        const fields = read.fields;
        const row = await repo.transaction(async (tx) => {
          const created = await tx.insert({ ...columnsOf(fields), image: read.image, isActive: true });
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'catalogue.vehicle_type.create',
            subject: subjectOf(created),
            before: null,
            after: { ...descriptive(created), ...tariffOf(created) },
          });
          return created;
        });
        return toAdminVehicleType(row);
      });
    },

    /**
     * POST /api/admin/vehicle_types/{id}/ (multipart): every text field; an image left out keeps
     * the one on file. A new tariff applies to quotes made after it; quotes and trips keep theirs.
     */
    async update(actor: Actor, id: number, form: () => Promise<FormBody<VehicleTypeFields>>): Promise<AdminVehicleType> {
      authorize(actor, 'catalogue.manage');
      if (!(await repo.findById(id))) throw notFound(VEHICLE_TYPE_MESSAGES.notFound);
      const read = await readForm(await form());
      const { row, replaced } = await discardingOnFailure(read, async () => {
        if (read.fields === null || read.problems.length > 0) throw bodyFieldErrors(read.problems);
        const fields = read.fields;
        return repo.transaction(async (tx) => {
          const before = await tx.findById(id, true);
          if (!before) throw notFound(VEHICLE_TYPE_MESSAGES.notFound);
          const after = await tx.update(id, { ...columnsOf(fields), ...(read.image !== null ? { image: read.image } : {}) });
          const described = changedFields(descriptive(before), descriptive(after));
          if (Object.keys(described.after).length > 0) {
            await tx.recordAudit({ actorUserId: actor.realUserId, action: 'catalogue.vehicle_type.update', subject: subjectOf(after), ...described });
          }
          const tariff = changedFields(tariffOf(before), tariffOf(after));
          if (Object.keys(tariff.after).length > 0) {
            await tx.recordAudit({ actorUserId: actor.realUserId, action: 'pricing.tariff.update', subject: subjectOf(after), ...tariff });
          }
          return { row: after, replaced: read.image !== null && isUploadName(before.image) ? before.image : null };
        });
      });
      // Only once the new picture is committed: a failed edit keeps the old one.
      if (replaced !== null) await uploads.remove([replaced]);
      return toAdminVehicleType(row);
    },

    /**
     * POST /api/admin/vehicle_types/{id}/set_active/: a retired type is no longer offered in
     * quotes; trips and vehicles that have it keep it. Sedan and Van cannot be retired.
     */
    async setActive(actor: Actor, id: number, isActive: boolean): Promise<AdminVehicleType> {
      authorize(actor, 'catalogue.manage');
      const row = await repo.transaction(async (tx) => {
        const before = await tx.findById(id, true);
        if (!before) throw notFound(VEHICLE_TYPE_MESSAGES.notFound);
        if (!isActive && PROTECTED_VEHICLE_TYPE_IDS.includes(id)) throw new AppError(409, VEHICLE_TYPE_MESSAGES.protectedType);
        if (before.isActive === isActive) return before;
        const after = await tx.update(id, { isActive });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isActive ? 'catalogue.vehicle_type.activate' : 'catalogue.vehicle_type.deactivate',
          subject: subjectOf(after),
          before: { is_active: before.isActive },
          after: { is_active: after.isActive },
        });
        return after;
      });
      return toAdminVehicleType(row);
    },

    /** POST /api/admin/vehicle_types/{id}/tariff/: from the Pricing screen; applies to quotes made after it. */
    async updateTariff(actor: Actor, id: number, tariff: TariffRequest): Promise<AdminVehicleType> {
      authorize(actor, 'pricing.manage');
      const row = await repo.transaction(async (tx) => {
        const before = await tx.findById(id, true);
        if (!before) throw notFound(VEHICLE_TYPE_MESSAGES.notFound);
        const after = await tx.update(id, {
          pricePerKmCents: Math.round(tariff.price_per_km * 100),
          minimumFareCents: Math.round(tariff.minimum_fare * 100),
        });
        const change = changedFields(tariffOf(before), tariffOf(after));
        if (Object.keys(change.after).length > 0) {
          await tx.recordAudit({ actorUserId: actor.realUserId, action: 'pricing.tariff.update', subject: subjectOf(after), ...change });
        }
        return after;
      });
      return toAdminVehicleType(row);
    },

    /** For the pricing area, which checked its own permission: every type with its tariff, retired ones too. */
    allVehicleTypes(): Promise<VehicleTypeRow[]> {
      return repo.listAll();
    },

    /** For the media route: whether anyone may see this stored file (a catalogue picture). */
    isCatalogueImage(storedName: string): Promise<boolean> {
      return repo.isCatalogueImage(storedName);
    },
  };
}

export type VehicleTypesAdminService = ReturnType<typeof createVehicleTypesAdminService>;
