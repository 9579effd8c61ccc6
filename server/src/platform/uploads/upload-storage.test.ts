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

  it('removes files and refuses names it did not give out', async () => {
    const storage = createUploadStorage(dir);
    const { storedName } = await storage.save(Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]));
    await storage.remove([storedName!, `${'c'.repeat(32)}.png`]);
    expect(await readdir(dir)).toEqual([]);
    expect(() => storage.pathOf('../../etc/passwd')).toThrow('Not a stored upload name');
    expect(() => storage.pathOf('evil.pdf')).toThrow('Not a stored upload name');
  });
});
