import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@vozimo/contract';
import type { z } from 'zod';
import type { FormBody, FormBodySpec } from '../../platform/uploads/form-body.ts';
import { reencodeFormImages, type ReencodedFiles } from '../../platform/uploads/form-images.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';

/**
 * Catalogue pictures (points of interest, round trips): JPEG or PNG by their bytes, never by their
 * name, re-encoded like the fleet's photos (docs/decisions/0019-fleet-records.md) before anyone is
 * served them.
 */
export function catalogueForm<Fields extends z.ZodType>(
  fields: Fields,
  textFields: readonly string[],
  photoFields: readonly string[],
  typeMessage: string,
): FormBodySpec<Fields> {
  return {
    fields,
    textFields,
    fileFields: photoFields,
    acceptedTypes: IMAGE_CONTENT_TYPES,
    typeMessage,
    maxFileBytes: UPLOAD_MAX_BYTES,
    sizeMessage: UPLOAD_SIZE_MESSAGE,
    // Descriptions run to 4000 characters; 16 KB leaves room for any script's letters.
    maxFieldBytes: 16_384,
  };
}

/**
 * Re-encodes every photo of the form. Catalogue photos are shown full-width (a round trip's
 * gallery, a stop's card), so they keep the size of a vehicle photo.
 */
export function cleanCataloguePhotos(storage: UploadStorage, form: Pick<FormBody<unknown>, 'files'>, typeMessage: string): Promise<ReencodedFiles> {
  return reencodeFormImages(storage, form.files, () => ({ use: 'vehiclePhoto', typeMessage }));
}
