import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UploadStorage } from './upload-storage.ts';

/**
 * The longest side an image keeps once stored (docs/decisions/0019-fleet-records.md): a driver's
 * photo is shown at most card-sized, vehicle photos full-width, document scans must stay legible.
 */
export const IMAGE_MAX_SIDE = {
  driverPhoto: 600,
  vehiclePhoto: 1600,
  documentImage: 2400,
} as const;
export type ImageUse = keyof typeof IMAGE_MAX_SIDE;

/**
 * Decoding stops above this many pixels (a "decompression bomb": a small file that inflates to
 * gigabytes). 60 megapixels is more than any phone camera's default photo.
 */
export const IMAGE_MAX_INPUT_PIXELS = 60_000_000;

const JPEG_QUALITY = 82;

/** The bytes were no image sharp could decode whole (corrupt, truncated, or too large). */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super('the file is no decodable image', { cause });
    this.name = 'UndecodableImageError';
  }
}

/**
 * A clean JPEG made from an uploaded JPEG or PNG: decoded (refused when corrupt or truncated),
 * turned upright from its EXIF orientation, fitted inside the use's size, flattened onto white
 * (a PNG may be transparent) and re-encoded. sharp writes no metadata unless asked, so EXIF (a
 * phone photo's GPS position), ICC and XMP are gone; what is served is pixels we produced.
 */
export async function reencodeImage(input: Buffer | string, use: ImageUse): Promise<Buffer> {
  const maxSide = IMAGE_MAX_SIDE[use];
  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new UndecodableImageError(error);
  }
}

/**
 * Replaces an uploaded JPEG or PNG in storage by its re-encoded JPEG and answers the new stored
 * name. When the image cannot be decoded the upload stays as it is (the caller discards the form).
 */
export async function reencodeStoredImage(storage: UploadStorage, storedName: string, use: ImageUse): Promise<string> {
  const original = await storage.read(storedName);
  if (original === null) throw new Error(`the upload ${storedName} to re-encode is gone`);
  const clean = await reencodeImage(original, use);
  const saved = await storage.save(Readable.from([clean]));
  await storage.remove([storedName]);
  if (saved.storedName === null) throw new Error('a re-encoded JPEG was not recognised as one');
  return saved.storedName;
}
