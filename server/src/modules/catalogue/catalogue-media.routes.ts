import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/app-error.ts';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { VehicleTypesAdminService } from './vehicle-types-admin.service.ts';

/** A name upload storage gives out for a picture (re-encoded catalogue pictures are JPEG). */
const PICTURE_NAME = /^[0-9a-f]{32}\.(jpg|png)$/;

/**
 * GET /media/:name: the catalogue's pictures (publicImageUrl makes their URLs), open to everyone
 * like the bundled images, since they are shown wherever a vehicle type, a stop or a round trip
 * is. Upload storage also holds drivers' documents, so a name is served only when a catalogue row
 * names it: a vehicle type's image or a point of interest's photo (`isCatalogueImage`), or a round
 * trip's photo (`isRoundTripPhoto`, a function so this area does not import round-trips, which
 * imports it).
 */
export const catalogueMediaRoutes: FastifyPluginAsyncZod<{
  uploads: UploadStorage;
  vehicleTypesAdmin: Pick<VehicleTypesAdminService, 'isCatalogueImage'>;
  isRoundTripPhoto?: (storedName: string) => Promise<boolean>;
}> = async (app, { uploads, vehicleTypesAdmin, isRoundTripPhoto }) => {
  app.get(
    '/media/:name',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue picture (vehicle type, point of interest, round trip)',
        params: z.object({ name: z.string().max(100) }),
        response: errorReplies(404),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const served = PICTURE_NAME.test(name) && ((await vehicleTypesAdmin.isCatalogueImage(name)) || (isRoundTripPhoto !== undefined && (await isRoundTripPhoto(name))));
      if (!served) throw notFound('File not found.');
      return sendStoredFile(reply, uploads, name, 'picture');
    },
  );
};
