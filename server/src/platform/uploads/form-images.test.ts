import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../../test/multipart-body.ts';
import { reencodeFormImages, type FieldImageRule } from './form-images.ts';
import type { ReceivedFile } from './multipart-form.ts';
import { createUploadStorage, type UploadStorage } from './upload-storage.ts';

let dir: string;
let storage: UploadStorage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-form-images-test-'));
  storage = createUploadStorage(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A file as the multipart reader hands it over: stored and typed by its content. */
async function received(field: string, bytes: Buffer): Promise<ReceivedFile> {
  const saved = await storage.save(Readable.from([bytes]));
  return { field, originalName: `${field}.bin`, storedName: saved.storedName!, contentType: saved.contentType!, sizeBytes: saved.sizeBytes };
}

const photo: FieldImageRule = { use: 'vehiclePhoto', typeMessage: 'File must be an image.' };
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } } }).png().toBuffer();

describe('reencodeFormImages', () => {
  it('stores each image again under a new name, keeps a PDF as sent, and reports an image that does not decode at its field', async () => {
    const image = await received('photo_1', await png());
    const document = await received('licence_document', SAMPLE_FILES.pdf);
    const broken = await received('photo_2', Buffer.concat([SAMPLE_FILES.png.subarray(0, 8), Buffer.from('not really a picture')]));

    const files = await reencodeFormImages(storage, [image, document, broken], (field) => (field === 'licence_document' ? { use: 'documentImage', typeMessage: 'Bad document.' } : photo));

    expect(files.byField.get('photo_1')).not.toBe(image.storedName);
    expect(files.byField.get('licence_document')).toBe(document.storedName);
    expect(files.byField.has('photo_2')).toBe(false);
    expect(files.problems).toEqual([{ field: 'photo_2', message: 'File must be an image.' }]);

    await files.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the file of a field without a rule as sent', async () => {
    const image = await received('attachment', await png());
    const files = await reencodeFormImages(storage, [image], () => undefined);
    expect(files.byField.get('attachment')).toBe(image.storedName);
  });
});
