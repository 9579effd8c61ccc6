import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadStorage } from './upload-storage.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-storage-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The bytes arrive in small chunks, so the signature is split across them as on a slow upload. */
const chunked = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 3) }, (_, i) => bytes.subarray(i * 3, i * 3 + 3)));

describe('upload storage', () => {
  it('names a file randomly by its sniffed type, in a directory it creates', async () => {
    const storage = createUploadStorage(path.join(dir, 'uploads'));
    const first = await storage.save(chunked(Buffer.from('%PDF-1.7 body')));
    const second = await storage.save(chunked(Buffer.from('%PDF-1.7 body')));
    expect(first).toMatchObject({ contentType: 'application/pdf', sizeBytes: 13 });
    expect(first.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(second.storedName).not.toBe(first.storedName);
    expect((await readdir(path.join(dir, 'uploads'))).sort()).toEqual([first.storedName, second.storedName].sort());
  });

  it('keeps nothing of content of no accepted type', async () => {
    const storage = createUploadStorage(dir);
    expect(await storage.save(chunked(Buffer.from('MZ not a document')))).toEqual({ storedName: null, contentType: null, sizeBytes: 17 });
    expect(await readdir(dir)).toEqual([]);
  });

  it('opens, reads and tells of a stored file by its name, and answers null or false once it is gone', async () => {
    const storage = createUploadStorage(dir);
    const bytes = Buffer.from('%PDF-1.7 a document');
    const { storedName } = await storage.save(chunked(bytes));
    const opened = await storage.open(storedName!);
    expect(opened?.sizeBytes).toBe(bytes.length);
    expect(Buffer.concat(await opened!.stream.toArray())).toEqual(bytes);
    expect(await storage.read(storedName!)).toEqual(bytes);
    expect(await storage.exists(storedName!)).toBe(true);
    await storage.remove([storedName!]);
    expect([await storage.open(storedName!), await storage.read(storedName!), await storage.exists(storedName!)]).toEqual([null, null, false]);
  });

  it('removes files and refuses names it did not give out', async () => {
    const storage = createUploadStorage(dir);
    const { storedName } = await storage.save(Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]));
    await storage.remove([storedName!, `${'c'.repeat(32)}.png`]);
    expect(await readdir(dir)).toEqual([]);
    for (const name of ['../../etc/passwd', 'evil.pdf', `${'c'.repeat(32)}.exe`]) {
      await expect(storage.open(name)).rejects.toThrow('Not a stored upload name');
      await expect(storage.read(name)).rejects.toThrow('Not a stored upload name');
      await expect(storage.exists(name)).rejects.toThrow('Not a stored upload name');
      await expect(storage.remove([name])).rejects.toThrow('Not a stored upload name');
    }
  });
});
