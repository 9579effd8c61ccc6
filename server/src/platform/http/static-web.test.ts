import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { registerStaticWeb } from './static-web.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// Issue 17: hashed assets were sent with max-age=0 (@fastify/static replaced our header) and nothing
// was compressed, neither the assets nor the API's answers.

// The text of a built script file that the test serves back (a fixture, not a log call).
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// The empty shell and the landing page prerendered at build (web/build/prerender-landing.ts, ADR 0031).
const SHELL = '<!doctype html><title>Vozimo</title><div id="root"></div>';
const LANDING = `<!doctype html><title>Private transfers | Vozimo</title><div id="root"><h1>Private transfers</h1>${'<p>Book a trip</p>'.repeat(100)}</div>`;
const decode = (encoding: string | string[], body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString();
let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'vozimo-static-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, 'index.landing.html'), LANDING);
  await writeFile(path.join(dist, 'index.landing.html.br'), brotliCompressSync(LANDING));
  await writeFile(path.join(dist, 'index.landing.html.gz'), gzipSync(LANDING));
  await writeFile(path.join(dist, 'assets', 'app-Bx7f2a.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'app-Bx7f2a.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'app-Bx7f2a.js.gz'), gzipSync(SCRIPT));
  // The build writes hidden source maps beside the chunks (for debugging on the server and the landing measure).
  await writeFile(path.join(dist, 'assets', 'app-Bx7f2a.js.map'), '{"version":3,"sources":["../../src/app/main.tsx"]}');
  ctx = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web app and the API on the wire', () => {
  it('sends a hashed asset precompressed, cached for a year and immutable', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/app-Bx7f2a.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/app-Bx7f2a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-Bx7f2a.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never serves a source map, which would hand out the original source', async () => {
    for (const url of ['/assets/app-Bx7f2a.js.map', '/assets/APP-Bx7f2a.JS.MAP', '/assets/%61pp-Bx7f2a.js.map']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('sources');
    }
  });

  it('sends the page shell uncached, so a release is picked up at once', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/app/trips' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the prerendered landing page for / and /home, uncached and precompressed', async () => {
    for (const url of ['/', '/home', '/HOME/', '/?utm_source=newsletter']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(LANDING);
    }
    const shell = await ctx.app.inject({ method: 'GET', url: '/login' });
    const landing = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(landing.headers['content-security-policy']).toBeDefined();
    expect(landing.headers['content-security-policy']).toBe(shell.headers['content-security-policy']);
    const br = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING);
  });

  it('sends the empty shell for every other page, so a deep link never shows the landing page first', async () => {
    for (const url of ['/app/trips', '/login', '/homes', '/trip/VZ-0000009?token=abc']) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const body = page.headers['content-encoding'] === undefined ? page.body : decode(page.headers['content-encoding'], page.rawPayload);
      expect(body, url).toBe(SHELL);
    }
  });

  it('sends the shell for / too when the build has no prerendered landing page', async () => {
    const devDist = await mkdtemp(path.join(os.tmpdir(), 'vozimo-static-dev-'));
    const bare = Fastify();
    try {
      await writeFile(path.join(devDist, 'index.html'), SHELL);
      await registerStaticWeb(bare, devDist);
      const page = await bare.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    } finally {
      await bare.close();
      await rm(devDist, { recursive: true, force: true });
    }
  });

  it('compresses an API answer over 1 KB for a client that accepts it', async () => {
    const cast = await insertRoleCast(ctx.db);
    const staff = new HttpSession(ctx.app);
    await staff.signIn(cast.users.staff.username);
    const res = await staff.request('GET', '/api/docs/json', undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('paths');
  });
});
