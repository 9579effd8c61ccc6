import {
  poiCategoryActiveBodySchema,
  poiCategoryAdminListQuerySchema,
  poiCategoryAdminListSchema,
  poiCategoryAdminSchema,
  poiCategoryFormSchema,
  pointOfInterestActiveBodySchema,
  pointOfInterestAdminListQuerySchema,
  pointOfInterestAdminListSchema,
  pointOfInterestAdminSchema,
  pointOfInterestFieldsSchema,
  POI_ADMIN_MESSAGES,
  POI_PHOTO_FIELD,
  POI_TEXT_FIELDS,
  rowIdParamSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorStatus } from '../../platform/http/error-replies.ts';
import { staffRecordRoutes } from '../../platform/http/staff-record-routes.ts';
import { readFormBody } from '../../platform/uploads/form-body.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { PoiCategoriesAdminService } from './poi-categories-admin.service.ts';
import { catalogueForm } from './catalogue-photos.ts';
import type { PointsOfInterestAdminService } from './points-of-interest-admin.service.ts';

const readErrors: ErrorStatus[] = [401, 403, 404, 422];
const writeErrors: ErrorStatus[] = [400, 401, 403, 404, 409, 415, 422];
const params = z.object({ id: rowIdParamSchema });
const multipart = ['multipart/form-data'];
const tags = ['catalogue'];
/** A point of interest's form: the text fields and one optional photo. */
const POI_FORM = catalogueForm(pointOfInterestFieldsSchema, POI_TEXT_FIELDS, [POI_PHOTO_FIELD], POI_ADMIN_MESSAGES.photoType);

/** The back office's POI categories and points of interest (docs/decisions/0023-back-office.md). */
export const poiAdminRoutes: FastifyPluginAsyncZod<{
  poiCategoriesAdmin: PoiCategoriesAdminService;
  pointsOfInterestAdmin: PointsOfInterestAdminService;
  uploads: UploadStorage;
}> = async (app, { poiCategoriesAdmin: categories, pointsOfInterestAdmin: pois, uploads }) => {
  staffRecordRoutes(app, {
    path: '/api/admin/poi_categories/',
    idParam: 'id',
    params,
    record: poiCategoryAdminSchema,
    tags,
    audit: 'catalogue.poi_category',
    list: {
      summary: 'POI categories with how many points each holds',
      query: poiCategoryAdminListQuerySchema,
      answer: poiCategoryAdminListSchema,
      errors: readErrors,
      handle: (actor, query) => categories.list(actor, query),
    },
    create: { summary: 'Add a POI category', body: poiCategoryFormSchema, errors: writeErrors, handle: (actor, body) => categories.create(actor, body) },
    update: {
      summary: 'Rename or recolour a POI category',
      body: poiCategoryFormSchema,
      errors: writeErrors,
      handle: (actor, { id }, body) => categories.update(actor, id, body),
    },
    setActive: {
      summary: "Retire a POI category (hidden from the trip form's filter; its points keep it) or bring it back",
      body: poiCategoryActiveBodySchema,
      retires: true,
      errors: writeErrors,
      handle: (actor, { id }, isActive) => categories.setActive(actor, id, isActive),
    },
  });

  staffRecordRoutes(app, {
    path: '/api/admin/points_of_interest/',
    idParam: 'id',
    params,
    record: pointOfInterestAdminSchema,
    tags,
    audit: 'catalogue.poi',
    list: {
      summary: 'Points of interest (?search&category)',
      query: pointOfInterestAdminListQuerySchema,
      answer: pointOfInterestAdminListSchema,
      errors: readErrors,
      handle: (actor, query) => pois.list(actor, query),
    },
    get: { summary: 'One point of interest', errors: readErrors, handle: (actor, { id }) => pois.get(actor, id) },
    create: {
      summary: 'Add a point of interest (multipart: name, category_id, lat, lng, country, description, min/max_duration_minutes, photo)',
      consumes: multipart,
      errors: writeErrors,
      handle: (actor, _body, request) => pois.create(actor, () => readFormBody(request, uploads, POI_FORM)),
    },
    update: {
      summary: 'Edit a point of interest (the create fields; a photo left out is kept)',
      consumes: multipart,
      errors: writeErrors,
      handle: (actor, { id }, _body, request) => pois.update(actor, id, () => readFormBody(request, uploads, POI_FORM)),
    },
    setActive: {
      summary: 'Hide a point of interest from quotes, or offer it again',
      body: pointOfInterestActiveBodySchema,
      retires: true,
      errors: writeErrors,
      handle: (actor, { id }, isActive) => pois.setActive(actor, id, isActive),
    },
  });
};
