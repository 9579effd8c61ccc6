import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { shellWithPageData, type PageData, type PageDataSource } from './page-data.ts';

const MISSING_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vozimo</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload.</p></body></html>`;

/**
 * Source maps (the build writes them 'hidden', for debugging on the server) would hand anyone the
 * app's original source: never served (docs/security.md, "Browser security headers").
 */
const isSourceMap = (pathName: string) => pathName.toLowerCase().endsWith('.map');

/**
 * The landing page prerendered at build (web/build/prerender-landing.ts, ADR 0031): its HTML is drawn
 * before any JavaScript arrives. Only for the landing page's own URLs; every other page gets the
 * empty shell, so a deep link never shows the landing page first.
 */
const LANDING_PAGE_FILE = 'index.landing.html';
const LANDING_PATHS = new Set(['/', '/home']);
/** As the client router matches it: case-insensitive, a trailing slash allowed. */
const isLandingPath = (pathname: string) => LANDING_PATHS.has(pathname.toLowerCase().replace(/(.)\/$/, '$1'));

export interface StaticWebOptions {
  /** The pages whose first data the server sends inside them (page-data.ts, ADR 0033). */
  pageData?: PageDataSource[];
}

/**
 * The first source's data for the page, or null. A source that fails leaves the page to ask the API
 * itself, which shows the visitor the API's own answer or error, so the page always loads: a refusal
 * (an unknown trip, a wrong token) is not worth a log line, anything else is.
 */
async function findPageData(sources: PageDataSource[], request: FastifyRequest, pathname: string): Promise<PageData | null> {
  for (const source of sources) {
    try {
      const data = await source(request, pathname);
      if (data) return data;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return null;
      request.log.warn({ err: error }, 'the page data could not be read; the page asks the API itself');
      return null;
    }
  }
  return null;
}

/**
 * Serves the built single-page app from one origin with the API. Hashed assets are cached for a
 * year, immutable, and sent precompressed (brotli or gzip, made at build); every other non-API GET
 * gets index.html so client-side routes survive a reload, the landing page's URLs its prerendered
 * HTML, and a page with a data source the shell with its data inside.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | null, options: StaticWebOptions = {}): Promise<void> {
  const pageDataSources = options.pageData ?? [];
  const built = webDistDir !== null && existsSync(path.join(webDistDir, 'index.html'));
  // A development build or an older one has none: the landing page then gets the shell like every page.
  const landingPrerendered = built && existsSync(path.join(webDistDir!, LANDING_PAGE_FILE));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      // The .br and .gz files the build writes beside each asset, when the browser accepts them.
      preCompressed: true,
      // Off, or @fastify/static replaces the Cache-Control set below with its own max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage) {
      return reply.status(404).send({ detail: `No endpoint ${request.method} ${pathname}.` });
    }
    if (!built || webDistDir === null) return reply.status(503).type('text/html').send(MISSING_BUILD_PAGE);
    // A real file (logo, favicon, asset) if there is one, else the app shell.
    const relative = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    if (isSourceMap(relative)) return reply.status(404).type('text/plain').send('Not found');
    if (relative && !relative.startsWith('..') && existsSync(path.join(webDistDir, relative)) && path.extname(relative)) {
      return reply.sendFile(relative);
    }
    if (path.extname(relative) && relative.startsWith('assets')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const pageData = pageDataSources.length > 0 ? await findPageData(pageDataSources, request, pathname) : null;
    if (pageData) {
      // Read on each request, as sendFile does, so a rebuilt app is served without a restart.
      const shellFile = existsSync(path.join(webDistDir, pageData.shell)) ? pageData.shell : 'index.html';
      const shell = await readFile(path.join(webDistDir, shellFile), 'utf8');
      // The data is this visitor's (a trip behind its secret link): kept by no cache, shared or private.
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(shellWithPageData(shell, pageData));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(landingPrerendered && isLandingPath(pathname) ? LANDING_PAGE_FILE : 'index.html');
  });
}
