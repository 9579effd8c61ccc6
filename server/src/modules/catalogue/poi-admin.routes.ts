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
  rowIdParamSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { readMultipartForm } from '../../platform/uploads/multipart-form.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { PoiCategoriesAdminService } from './poi-categories-admin.service.ts';
import { POI_FORM_RULES, type PointsOfInterestAdminService } from './points-of-interest-admin.service.ts';

const readErrors = errorReplies(401, 403, 404, 422);
const writeErrors = errorReplies(400, 401, 403, 404, 409, 415, 422);
const params = z.object({ id: rowIdParamSchema });
const multipart = ['multipart/form-data'];
const tags = ['catalogue'];

/** The back office's POI categories and points of interest (docs/decisions/0023-back-office.md). */
export const poiAdminRoutes: FastifyPluginAsyncZod<{
  poiCategoriesAdmin: PoiCategoriesAdminService;
  pointsOfInterestAdmin: PointsOfInterestAdminService;
  uploads: UploadStorage;
}> = async (app, { poiCategoriesAdmin: categories, pointsOfInterestAdmin: pois, uploads }) => {
  app.get(
    '/api/admin/poi_categories/',
    { schema: { tags, summary: 'POI categories with how many points each holds', querystring: poiCategoryAdminListQuerySchema, response: { 200: poiCategoryAdminListSchema, ...readErrors } } },
    async (request) => categories.list(requireActor(request), request.query),
  );
  app.post(
    '/api/admin/poi_categories/',
    { schema: { tags, summary: 'Add a POI category', body: poiCategoryFormSchema, response: { 201: poiCategoryAdminSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await categories.create(requireActor(request), request.body)),
  );
  app.post(
    '/api/admin/poi_categories/:id/',
    { schema: { tags, summary: 'Rename or recolour a POI category', params, body: poiCategoryFormSchema, response: { 200: poiCategoryAdminSchema, ...writeErrors } } },
    async (request) => categories.update(requireActor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/poi_categories/:id/set_active/',
    {
      schema: {
        tags,
        summary: "Retire a POI category (hidden from the trip form's filter; its points keep it) or bring it back",
        params,
        body: poiCategoryActiveBodySchema,
        response: { 200: poiCategoryAdminSchema, ...writeErrors },
      },
    },
    async (request) => categories.setActive(requireActor(request), request.params.id, request.body.is_active),
  );

  app.get(
    '/api/admin/points_of_interest/',
    { schema: { tags, summary: 'Points of interest (?search&category)', querystring: pointOfInterestAdminListQuerySchema, response: { 200: pointOfInterestAdminListSchema, ...readErrors } } },
    async (request) => pois.list(requireActor(request), request.query),
  );
  app.get(
    '/api/admin/points_of_interest/:id/',
    { schema: { tags, summary: 'One point of interest', params, response: { 200: pointOfInterestAdminSchema, ...readErrors } } },
    async (request) => pois.get(requireActor(request), request.params.id),
  );
  app.post(
    '/api/admin/points_of_interest/',
    {
      schema: {
        tags,
        summary: 'Add a point of interest (multipart: name, category_id, lat, lng, country, description, min/max_duration_minutes, photo)',
        consumes: multipart,
        response: { 201: pointOfInterestAdminSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await pois.create(requireActor(request), () => readMultipartForm(request, uploads, POI_FORM_RULES))),
  );
  app.post(
    '/api/admin/points_of_interest/:id/',
    { schema: { tags, summary: 'Edit a point of interest (the create fields; a photo left out is kept)', consumes: multipart, params, response: { 200: pointOfInterestAdminSchema, ...writeErrors } } },
    async (request) => pois.update(requireActor(request), request.params.id, () => readMultipartForm(request, uploads, POI_FORM_RULES)),
  );
  app.post(
    '/api/admin/points_of_interest/:id/set_active/',
    { schema: { tags, summary: 'Hide a point of interest from quotes, or offer it again', params, body: pointOfInterestActiveBodySchema, response: { 200: pointOfInterestAdminSchema, ...writeErrors } } },
    async (request) => pois.setActive(requireActor(request), request.params.id, request.body.is_active),
  );
};
