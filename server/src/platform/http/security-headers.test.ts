import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { sendStoredFile } from '../uploads/send-stored-file.ts';
import { createUploadStorage } from '../uploads/upload-storage.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

/** A file that starts as a PDF and carries a page with script: must never be rendered as HTML. */
const POLYGLOT = '%PDF-1.4\n<html><body><script>document.title = "pwned"</script></body></html>\n%%EOF\n';

let dir: string;
let app: App;
let secureApp: App;
let closeDb: () => Promise<void>;
let polyglotName: string;

async function appOn(secureCookies: boolean): Promise<App> {
  const handle = await createTestDatabase();
  const previous = closeDb;
  closeDb = async () => {
    await previous?.();
    await handle.close();
  };
  const built = await buildApp({ db: handle.db, webDistDir: path.join(dir, 'web'), uploadsDir: path.join(dir, 'uploads'), secureCookies });
  const storage = createUploadStorage(path.join(dir, 'uploads'));
  // Stands in for fleet's file routes: the same sendStoredFile after the permission check.
  built.get('/stored-file-test', { config: { public: true } }, (_request, reply) => sendStoredFile(reply, storage, polyglotName, 'Licence'));
  await built.ready();
  return built;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-headers-'));
  await mkdir(path.join(dir, 'web', 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'uploads'), { recursive: true });
  await writeFile(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Vozimo</title>');
  await writeFile(path.join(dir, 'web', 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'web', 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.tsx"]}');
  // Stored as uploads are: the type comes from the content (a PDF), never from the client.
  const saved = await createUploadStorage(path.join(dir, 'uploads')).save(Readable.from(Buffer.from(POLYGLOT)));
  expect(saved.contentType).toBe('application/pdf');
  polyglotName = saved.storedName!;
  app = await appOn(false);
  secureApp = await appOn(true);
});

afterAll(async () => {
  await app?.close();
  await secureApp?.close();
  await closeDb?.();
  await rm(dir, { recursive: true, force: true });
});

function expectBrowserHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  });
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
}

describe('browser security headers', () => {
  it('are on a page, a static asset and an API answer, without HSTS on plain HTTP', async () => {
    for (const url of ['/trips/new', '/assets/app-1a2b.js', '/api/health/', '/api/no-such-endpoint/']) {
      const res = await app.inject({ method: 'GET', url });
      expectBrowserHeaders(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    }
  });

  it('add HSTS when the site runs on HTTPS (secure cookies)', async () => {
    const res = await secureApp.inject({ method: 'GET', url: '/api/health/' });
    expectBrowserHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('leave a stored file its own sandbox, so a PDF that parses as HTML never runs as a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/stored-file-test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(res.body).toBe(POLYGLOT);
  });

  it('never serve a JavaScript source map', async () => {
    for (const url of ['/assets/app-1a2b.js.map', '/assets/APP-1A2B.JS.MAP']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.tsx');
    }
  });
});
