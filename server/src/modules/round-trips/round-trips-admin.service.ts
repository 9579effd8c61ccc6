import {
  centsToEuroString,
  ROUND_TRIP_ADMIN_MESSAGES,
  ROUND_TRIP_MAX_PHOTOS,
  ROUND_TRIP_PHOTO_FIELDS,
  type RoundTripAdmin,
  type RoundTripAdminList,
  type RoundTripFields,
} from '@vozimo/contract';
import { changedFields } from '../../platform/db/audit-log.ts';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { FieldIssue } from '../../platform/http/field-issues.ts';
import { discardingOnFailure, type FormBody } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import {
  cleanCataloguePhotos,
  publicImageUrl,
  type CatalogueService,
  type PointsOfInterestAdminService,
} from '../catalogue/ports.ts';
import type { NewRoundTrip, RoundTripAdminRecord, RoundTripsAdminRepository } from './round-trips-admin.repository.ts';

export function toRoundTripAdmin(record: RoundTripAdminRecord): RoundTripAdmin {
  const { trip, startPlace: p } = record;
  return {
    round_trip_id: trip.id,
    name: trip.name,
    description: trip.description,
    start_place: {
      id: p.id,
      formatted_address: p.formattedAddress,
      place_id: p.placeId,
      lat: p.lat,
      lng: p.lng,
      country_short_name: p.countryShortName,
      country_long_name: p.countryLongName,
      locality: p.locality,
    },
    duration_minutes: trip.durationMinutes,
    distance_km: Math.round(trip.distanceM / 1000),
    photos: trip.photos.map((photo) => publicImageUrl(photo)).filter((url): url is string => url !== null),
    prices: record.prices.map((price) => ({ vehicle_type_id: price.vehicleTypeId, vehicle_type_name: price.vehicleTypeName, price: centsToEuroString(price.basePriceCents) })),
    stop:
      trip.stopPoiId !== null && trip.stopPriceCents !== null && trip.stopDurationMinutes !== null
        ? { poi_id: trip.stopPoiId, name: record.stopName ?? '', price: centsToEuroString(trip.stopPriceCents), duration_minutes: trip.stopDurationMinutes }
        : null,
    is_active: trip.isActive,
  };
}

/** What an audit line keeps of a round trip: its columns as the form names them, prices in cents. */
function audited(trip: NewRoundTrip, prices: { vehicleTypeId: number; basePriceCents: number }[]) {
  return {
    name: trip.name,
    description: trip.description ?? '',
    start_place_id: trip.startPlaceId,
    duration_minutes: trip.durationMinutes,
    distance_m: trip.distanceM ?? 0,
    photos: trip.photos ?? [],
    stop_poi_id: trip.stopPoiId ?? null,
    stop_price_cents: trip.stopPriceCents ?? null,
    stop_duration_minutes: trip.stopDurationMinutes ?? null,
    is_active: trip.isActive ?? true,
    prices_cents: Object.fromEntries([...prices].sort((a, b) => a.vehicleTypeId - b.vehicleTypeId).map((p) => [String(p.vehicleTypeId), p.basePriceCents])),
  };
}

const isStoredName = (photo: string) => !photo.startsWith('/') && !/^https?:/.test(photo);

export interface RoundTripsAdminDeps {
  repo: RoundTripsAdminRepository;
  uploads: UploadStorage;
  catalogue: Pick<CatalogueService, 'vehicleTypesForPricing'>;
  pointsOfInterest: Pick<PointsOfInterestAdminService, 'activePoiName'>;
  now?: () => Date;
}

/**
 * The back office's round trips (docs/decisions/0023-back-office.md): staff only. An active one
 * is what agents see at /app/round-trips (GET /api/round_trips/ lists active ones only).
 */
export function createRoundTripsAdminService({ repo, uploads, catalogue, pointsOfInterest, now = () => new Date() }: RoundTripsAdminDeps) {
  /** Problems a form's fields have against what is on file: vehicle types and the stop. */
  async function referenceProblems(fields: RoundTripFields, current: RoundTripAdminRecord | null): Promise<FieldIssue[]> {
    const problems: FieldIssue[] = [];
    const types = new Map((await catalogue.vehicleTypesForPricing()).map((t) => [t.id, t]));
    const pricedBefore = new Set(current?.prices.map((p) => p.vehicleTypeId) ?? []);
    fields.prices.forEach((price, index) => {
      const type = types.get(price.vehicle_type_id);
      if (!type) problems.push({ field: ['prices', index, 'vehicle_type_id'], message: ROUND_TRIP_ADMIN_MESSAGES.vehicleTypeUnknown });
      // A retired type keeps a price it had (the booking form still lists it for this round trip), but gets no new one.
      else if ('isActive' in type && type.isActive === false && !pricedBefore.has(type.id)) {
        problems.push({ field: ['prices', index, 'price'], message: ROUND_TRIP_ADMIN_MESSAGES.vehicleTypeRetired });
      }
    });
    if (fields.stop_poi_id !== undefined && fields.stop_poi_id !== current?.trip.stopPoiId && (await pointsOfInterest.activePoiName(fields.stop_poi_id)) === null) {
      problems.push({ field: 'stop_poi_id', message: ROUND_TRIP_ADMIN_MESSAGES.stopUnknown });
    }
    return problems;
  }

  /** The photos after the save: the kept ones (named by their URL) in the order sent, then the new files. */
  function photosAfter(fields: RoundTripFields | null, current: string[], added: string[]): { photos: string[]; problems: FieldIssue[] } {
    const problems: FieldIssue[] = [];
    const byUrl = new Map(current.map((stored) => [publicImageUrl(stored) ?? stored, stored]));
    const kept: string[] = [];
    for (const url of fields?.keep_photos ?? []) {
      const stored = byUrl.get(url);
      if (stored === undefined) problems.push({ field: 'keep_photos', message: ROUND_TRIP_ADMIN_MESSAGES.keptPhotoUnknown });
      else if (!kept.includes(stored)) kept.push(stored);
    }
    const photos = [...kept, ...added];
    if (photos.length > ROUND_TRIP_MAX_PHOTOS) problems.push({ field: ROUND_TRIP_PHOTO_FIELDS[0], message: ROUND_TRIP_ADMIN_MESSAGES.tooManyPhotos });
    return { photos, problems };
  }

  async function readForm(form: FormBody<RoundTripFields>) {
    const cleaned = await cleanCataloguePhotos(uploads, form, ROUND_TRIP_ADMIN_MESSAGES.photoType);
    const added = ROUND_TRIP_PHOTO_FIELDS.flatMap((field) => cleaned.byField.get(field) ?? []);
    const problems = [...form.issues, ...cleaned.problems];
    return { fields: form.fields, added, cleaned, problems };
  }

  const stopColumns = (fields: RoundTripFields) => ({
    stopPoiId: fields.stop_poi_id ?? null,
    stopPriceCents: fields.stop_price ?? null,
    stopDurationMinutes: fields.stop_duration_minutes ?? null,
  });
  const pricesOf = (fields: RoundTripFields) => fields.prices.map((p) => ({ vehicleTypeId: p.vehicle_type_id, basePriceCents: p.price }));
  const placeValues = (fields: RoundTripFields) => ({
    formattedAddress: fields.start_place.formatted_address,
    placeId: fields.start_place.place_id,
    lat: fields.start_place.lat,
    lng: fields.start_place.lng,
    countryShortName: fields.start_place.country_short_name,
    countryLongName: fields.start_place.country_long_name,
    locality: fields.start_place.locality ?? '',
  });

  async function findOrThrow(r: RoundTripsAdminRepository, id: number) {
    const record = await r.find(id);
    if (!record) throw notFound(ROUND_TRIP_ADMIN_MESSAGES.notFound);
    return record;
  }

  return {
    async list(actor: Actor, query: { search: string; limit: number; offset: number }): Promise<RoundTripAdminList> {
      authorize(actor, 'catalogue.manage');
      const page = await repo.list(query);
      return { items: page.items.map(toRoundTripAdmin), count: page.count };
    },

    async get(actor: Actor, id: number): Promise<RoundTripAdmin> {
      authorize(actor, 'catalogue.manage');
      return toRoundTripAdmin(await findOrThrow(repo, id));
    },

    async create(actor: Actor, readMultipart: () => Promise<FormBody<RoundTripFields>>): Promise<RoundTripAdmin> {
      authorize(actor, 'catalogue.manage');
      const read = await readForm(await readMultipart());
      const id = await discardingOnFailure(read.cleaned, async () => {
        // Other areas' reads run before the transaction: they use their own connection (one, on PGlite).
        const references = read.fields ? await referenceProblems(read.fields, null) : [];
        return repo.transaction(async (tx) => {
          const photos = photosAfter(read.fields, [], read.added);
          const problems = [...read.problems, ...photos.problems, ...references];
          if (problems.length > 0 || read.fields === null) throw bodyFieldErrors(problems);
          const fields = read.fields;
          const values: NewRoundTrip = {
            name: fields.name,
            description: fields.description,
            startPlaceId: await tx.insertPlace(placeValues(fields)),
            durationMinutes: fields.duration_minutes,
            distanceM: fields.distance_km * 1000,
            photos: photos.photos,
            ...stopColumns(fields),
            isActive: true,
          };
          const newId = await tx.insertRoundTrip(values);
          await tx.replacePrices(newId, pricesOf(fields));
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'round_trips.round_trip.create',
            subject: { type: 'round_trip', id: newId, label: values.name },
            after: audited(values, pricesOf(fields)),
            at: now(),
          });
          return newId;
        });
      });
      return toRoundTripAdmin(await findOrThrow(repo, id));
    },

    /** The create fields; keep_photos names the current photos to keep, new files are added after them. */
    async update(actor: Actor, id: number, readMultipart: () => Promise<FormBody<RoundTripFields>>): Promise<RoundTripAdmin> {
      authorize(actor, 'catalogue.manage');
      const read = await readForm(await readMultipart());
      const dropped = await discardingOnFailure(read.cleaned, async () => {
        // Other areas' reads run before the transaction: they use their own connection (one, on PGlite).
        const onFile = await findOrThrow(repo, id);
        const references = read.fields ? await referenceProblems(read.fields, onFile) : [];
        return repo.transaction(async (tx) => {
          const current = await findOrThrow(tx, id);
          const photos = photosAfter(read.fields, current.trip.photos, read.added);
          const problems = [...read.problems, ...photos.problems, ...references];
          if (problems.length > 0 || read.fields === null) throw bodyFieldErrors(problems);
          const fields = read.fields;
          const place = placeValues(fields);
          const old = current.startPlace;
          const samePlace = old.placeId === place.placeId && old.lat === place.lat && old.lng === place.lng && old.formattedAddress === place.formattedAddress;
          const values: NewRoundTrip = {
            name: fields.name,
            description: fields.description,
            // Place rows are snapshots: a new pick is a new row, so nothing booked earlier moves.
            startPlaceId: samePlace ? old.id : await tx.insertPlace(place),
            durationMinutes: fields.duration_minutes,
            distanceM: fields.distance_km * 1000,
            photos: photos.photos,
            ...stopColumns(fields),
          };
          await tx.updateRoundTrip(id, values);
          await tx.replacePrices(id, pricesOf(fields));
          const change = changedFields(
            audited({ ...current.trip }, current.prices),
            audited({ ...values, isActive: current.trip.isActive }, pricesOf(fields)),
          );
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'round_trips.round_trip.update',
            subject: { type: 'round_trip', id, label: values.name },
            ...change,
            at: now(),
          });
          return current.trip.photos.filter((photo) => !photos.photos.includes(photo) && isStoredName(photo));
        });
      });
      // A dropped photo is named by no row any more, so the media route no longer serves it either.
      if (dropped.length > 0) await uploads.remove(dropped);
      return toRoundTripAdmin(await findOrThrow(repo, id));
    },

    /** Retires a round trip (agents no longer see or book it; booked trips keep theirs) or brings it back. */
    async setActive(actor: Actor, id: number, isActive: boolean): Promise<RoundTripAdmin> {
      authorize(actor, 'catalogue.manage');
      await repo.transaction(async (tx) => {
        const current = await findOrThrow(tx, id);
        if (current.trip.isActive === isActive) return;
        await tx.updateRoundTrip(id, { isActive });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isActive ? 'round_trips.round_trip.reactivate' : 'round_trips.round_trip.retire',
          subject: { type: 'round_trip', id, label: current.trip.name },
          before: { is_active: current.trip.isActive },
          after: { is_active: isActive },
          at: now(),
        });
      });
      return toRoundTripAdmin(await findOrThrow(repo, id));
    },

    /** For the media route: whether a stored name is a round trip's photo. */
    isRoundTripPhoto: (storedName: string) => repo.isRoundTripPhoto(storedName),
  };
}

export type RoundTripsAdminService = ReturnType<typeof createRoundTripsAdminService>;
