import {
  POI_ADMIN_MESSAGES,
  POI_PHOTO_FIELD,
  type PointOfInterestAdmin,
  type PointOfInterestAdminList,
  type PointOfInterestFields,
} from '@vozimo/contract';
import { changedFields } from '../../platform/db/audit-log.ts';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { discardingOnFailure, type FormBody } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import { cleanCataloguePhotos } from './catalogue-photos.ts';
import { publicImageUrl } from './image-url.ts';
import type { NewPointOfInterest, PoiAdminRepository, PointOfInterestWithCategory } from './poi-admin.repository.ts';

export function toPointOfInterestAdmin(row: PointOfInterestWithCategory): PointOfInterestAdmin {
  return {
    poi_id: row.id,
    name: row.name,
    category_id: row.categoryId,
    category_name: row.categoryName,
    color: row.color,
    lat: row.lat,
    lng: row.lng,
    country: row.country,
    description: row.description,
    min_duration_minutes: row.minDurationMinutes,
    max_duration_minutes: row.maxDurationMinutes,
    photo: publicImageUrl(row.photo),
    is_active: row.isActive,
  };
}

const columnsOf = (fields: PointOfInterestFields): Omit<NewPointOfInterest, 'photo' | 'isActive'> => ({
  name: fields.name,
  categoryId: fields.category_id,
  lat: fields.lat,
  lng: fields.lng,
  country: fields.country,
  description: fields.description,
  minDurationMinutes: fields.min_duration_minutes,
  maxDurationMinutes: fields.max_duration_minutes,
});

/** What an audit line keeps of a point of interest: its columns as the form names them. */
const audited = (row: Omit<NewPointOfInterest, 'categoryId'> & { categoryId: number }) => ({
  name: row.name,
  category_id: row.categoryId,
  lat: row.lat,
  lng: row.lng,
  country: row.country,
  description: row.description ?? '',
  min_duration_minutes: row.minDurationMinutes ?? null,
  max_duration_minutes: row.maxDurationMinutes ?? null,
  photo: row.photo ?? null,
  is_active: row.isActive ?? true,
});

/**
 * The back office's points of interest (docs/decisions/0023-back-office.md): staff only. An active
 * point is offered by quotes whose route passes near it (places' listPoisNearRoute reads the
 * table), so adding one here is all it takes.
 */
export function createPointsOfInterestAdminService({
  repo,
  uploads,
  now = () => new Date(),
}: {
  repo: PoiAdminRepository;
  uploads: UploadStorage;
  now?: () => Date;
}) {
  /** The form's fields and photo, checked; every problem at its field, none lost behind another. */
  async function readForm(form: FormBody<PointOfInterestFields>) {
    const photos = await cleanCataloguePhotos(uploads, form, POI_ADMIN_MESSAGES.photoType);
    const problems = [...form.issues, ...photos.problems];
    return { fields: form.fields, photo: photos.byField.get(POI_PHOTO_FIELD) ?? null, photos, problems };
  }

  async function findOrThrow(r: PoiAdminRepository, id: number) {
    const row = await r.findPoi(id);
    if (!row) throw notFound(POI_ADMIN_MESSAGES.notFound);
    return row;
  }

  return {
    async list(actor: Actor, query: { search: string; category?: number | undefined; limit: number; offset: number }): Promise<PointOfInterestAdminList> {
      authorize(actor, 'catalogue.manage');
      const page = await repo.listPois({ search: query.search, categoryId: query.category ?? null, limit: query.limit, offset: query.offset });
      return { items: page.items.map(toPointOfInterestAdmin), count: page.count };
    },

    async get(actor: Actor, id: number): Promise<PointOfInterestAdmin> {
      authorize(actor, 'catalogue.manage');
      return toPointOfInterestAdmin(await findOrThrow(repo, id));
    },

    async create(actor: Actor, readMultipart: () => Promise<FormBody<PointOfInterestFields>>): Promise<PointOfInterestAdmin> {
      authorize(actor, 'catalogue.manage');
      const read = await readForm(await readMultipart());
      const id = await discardingOnFailure(read.photos, () =>
        repo.transaction(async (tx) => {
          const problems = [...read.problems];
          if (read.fields && !(await tx.findCategory(read.fields.category_id))) {
            problems.push({ field: 'category_id', message: POI_ADMIN_MESSAGES.categoryUnknown });
          }
          if (problems.length > 0 || read.fields === null) throw bodyFieldErrors(problems);
          const values: NewPointOfInterest = { ...columnsOf(read.fields), photo: read.photo, isActive: true };
          const newId = await tx.insertPoi(values);
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'catalogue.poi.create',
            subject: { type: 'point_of_interest', id: newId, label: values.name },
            after: audited(values),
            at: now(),
          });
          return newId;
        }),
      );
      return toPointOfInterestAdmin(await findOrThrow(repo, id));
    },

    /** The create fields; a photo left out keeps the one on file. */
    async update(actor: Actor, id: number, readMultipart: () => Promise<FormBody<PointOfInterestFields>>): Promise<PointOfInterestAdmin> {
      authorize(actor, 'catalogue.manage');
      const read = await readForm(await readMultipart());
      const replacedPhoto = await discardingOnFailure(read.photos, () =>
        repo.transaction(async (tx) => {
          const before = await findOrThrow(tx, id);
          const problems = [...read.problems];
          if (read.fields && !(await tx.findCategory(read.fields.category_id))) {
            problems.push({ field: 'category_id', message: POI_ADMIN_MESSAGES.categoryUnknown });
          }
          if (problems.length > 0 || read.fields === null) throw bodyFieldErrors(problems);
          const values = { ...columnsOf(read.fields), photo: read.photo ?? before.photo };
          await tx.updatePoi(id, values);
          const change = changedFields(audited(before), audited({ ...values, isActive: before.isActive }));
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'catalogue.poi.update',
            subject: { type: 'point_of_interest', id, label: values.name },
            ...change,
            at: now(),
          });
          return read.photo !== null && before.photo !== null && before.photo !== read.photo ? before.photo : null;
        }),
      );
      // The old photo is served by no row any more (the media route serves only catalogue pictures on file).
      if (replacedPhoto !== null && !replacedPhoto.startsWith('/') && !/^https?:/.test(replacedPhoto)) await uploads.remove([replacedPhoto]);
      return toPointOfInterestAdmin(await findOrThrow(repo, id));
    },

    /** Hides or shows a point: a hidden one is no longer offered, old trips' stops keep it. */
    async setActive(actor: Actor, id: number, isActive: boolean): Promise<PointOfInterestAdmin> {
      authorize(actor, 'catalogue.manage');
      await repo.transaction(async (tx) => {
        const before = await findOrThrow(tx, id);
        if (before.isActive === isActive) return;
        await tx.updatePoi(id, { isActive });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isActive ? 'catalogue.poi.reactivate' : 'catalogue.poi.retire',
          subject: { type: 'point_of_interest', id, label: before.name },
          before: { is_active: before.isActive },
          after: { is_active: isActive },
          at: now(),
        });
      });
      return toPointOfInterestAdmin(await findOrThrow(repo, id));
    },

    /** For other services, which checked their own permission: an active point's name, or null (a round trip's stop). */
    async activePoiName(id: number): Promise<string | null> {
      const row = await repo.findPoi(id);
      return row?.isActive ? row.name : null;
    },
  };
}

export type PointsOfInterestAdminService = ReturnType<typeof createPointsOfInterestAdminService>;
