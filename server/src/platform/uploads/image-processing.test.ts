import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_INPUT_PIXELS, reencodeImage, UndecodableImageError } from './image-processing.ts';

/** A plain image of the given size, made by sharp itself. */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A grey PNG whose header says width x height, with one row of pixel data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('reencodeImage', () => {
  it('removes every metadata a phone photo carries (GPS included)', async () => {
    const withGps = await solid(64, 48)
      .png()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const stored = await reencodeImage(withGps, 'driverPhoto');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('fits a large photo inside the size of its use, keeping the proportions', async () => {
    const large = await solid(5000, 2500).jpeg().toBuffer();
    const vehicle = await sharp(await reencodeImage(large, 'vehiclePhoto')).metadata();
    expect([vehicle.width, vehicle.height]).toEqual([1600, 800]);
    const driver = await sharp(await reencodeImage(large, 'driverPhoto')).metadata();
    expect([driver.width, driver.height]).toEqual([600, 300]);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Orientation 6: the camera was held sideways; the stored pixels are 80x40, people see 40x80.
    const sideways = await solid(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(await reencodeImage(sideways, 'vehiclePhoto')).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses bytes that only start like an image', async () => {
    const good = await solid(200, 200).jpeg().toBuffer();
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    await expect(reencodeImage(truncated, 'vehiclePhoto')).rejects.toBeInstanceOf(UndecodableImageError);
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really')]);
    await expect(reencodeImage(fakePng, 'driverPhoto')).rejects.toBeInstanceOf(UndecodableImageError);
  });

  it('refuses an image of more pixels than it decodes (a decompression bomb)', async () => {
    // A few dozen bytes whose header claims more pixels than the limit: refused before decoding.
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_INPUT_PIXELS)) + 1;
    const refusal = await reencodeImage(pngClaiming(side, side), 'documentImage').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UndecodableImageError);
    expect(String((refusal as Error).cause)).toMatch(/pixel limit/);
  });
});
