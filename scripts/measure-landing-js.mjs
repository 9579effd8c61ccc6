// Keeps the landing page fast: fails when it needs more than 120 KB of gzipped JavaScript before it is interactive, more than 12 KB of gzipped render-blocking CSS, or loads any code of the signed-in area (docs/performance.md).
//
// Usage: node scripts/measure-landing-js.mjs            builds the web app into a temporary directory and measures it
//        node scripts/measure-landing-js.mjs --dist web/dist   measures an existing build
//
// "Before it is interactive" is the landing page's static module graph: index.html's entry script and
// everything it imports statically (what the browser must download and run before React renders the
// page and its links work). Chunks the page imports lazily after its first render (the toast container,
// the header's account button with TanStack Query, the maps section) are listed separately.
// "Render-blocking CSS" is the stylesheets index.html links: the browser paints nothing before they arrive.
// The page measured is the one the server sends for /: index.landing.html, the landing page prerendered at
// build (ADR 0031), whose scripts and stylesheets are index.html's. The script fails when the build has none,
// and checks in Chromium that the page is drawn with the app's JavaScript blocked.
// The page is also loaded in Chromium (CHROMIUM_PATH, default /usr/bin/chromium), served by the server's
// own static-web and compression code (precompressed brotli/gzip, as in production), to check that the
// browser fetches exactly that graph before DOMContentLoaded and no code of the signed-in area at all,
// and to count the bytes it actually transfers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const CSS_BUDGET_BYTES = 12 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Source files of the signed-in area (paths from the repository root, as sourcesOf gives them), and
 * the heavy libraries of other screens (dates, maps, carousels, card payments); the landing page may
 * load none of them, not even after its first render. Each must match some module of the build (checked
 * below), so a pattern left behind by a move fails the script instead of never matching.
 */
const SIGNED_IN_AREA = [
  /^web\/src\/app\/(app-routes|layouts\/protected-layout)\.tsx$/,
  /^web\/src\/app\/admin\//,
  /^web\/src\/app\/shell\/header\/(app-header|mobile-menu|user-menu|desktop-nav)\.tsx$/,
  /^web\/src\/features\/(trips\/(dashboard|form|admin)|docs|offers|fleet|agents|round-trips|outbox|pricing|audit|bulk-payments|catalogue)\//,
  /(^|\/)node_modules\/(@mantine\/dates|@mantine\/carousel|dayjs|leaflet|react-leaflet|embla-carousel[^/]*|@stripe\/[^/]+)\//,
];

const argv = process.argv.slice(2);
const distArg = argv.indexOf('--dist');
let distDir;
let temporaryDist = null;
if (distArg >= 0) {
  distDir = path.resolve(argv[distArg + 1] ?? 'web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) fail(`${distDir} has no index.html; build the web app first.`);
} else {
  temporaryDist = mkdtempSync(path.join(os.tmpdir(), 'vozimo-landing-measure-'));
  distDir = temporaryDist;
  console.info(`Building the web app into ${distDir} …`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('The web build failed.');
}

function fail(message) {
  console.error(`\nmeasure-landing-js: ${message}\n`);
  if (temporaryDist) rmSync(temporaryDist, { recursive: true, force: true });
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const assetPath = (url) => path.join(distDir, url.replace(/^\//, ''));
const gzipped = new Map();
function gzippedSize(url) {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(readFileSync(assetPath(url)), { level: 6 }).length);
  return gzipped.get(url);
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(url) {
  const code = readFileSync(assetPath(url), 'utf8');
  const dir = path.posix.dirname(url);
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    found.add(path.posix.normalize(path.posix.join(dir, match[1])));
  }
  return [...found];
}

/** Dynamic imports of a built chunk: what it may load later. */
function dynamicImports(url) {
  const code = readFileSync(assetPath(url), 'utf8');
  const dir = path.posix.dirname(url);
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => path.posix.normalize(path.posix.join(dir, m[1])));
}

/**
 * The source files of a built chunk, from its source map, as paths from the repository root
 * ("web/src/app/router.tsx", "node_modules/react/…"): the map gives them relative to itself, so the same
 * file reads "../../src/…" in web/dist and "../../../work/main/web/src/…" in a temporary build.
 */
function sourcesOf(url) {
  const mapFile = assetPath(url) + '.map';
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const mapDir = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
  return (map.sources ?? []).map((source) => path.relative(root, path.resolve(mapDir, source)).split(path.sep).join('/'));
}

// 1. The static module graph of the page / gets: the prerendered landing page (same scripts as index.html).
const LANDING_PAGE_FILE = 'index.landing.html';
if (!existsSync(path.join(distDir, LANDING_PAGE_FILE))) fail(`${distDir} has no ${LANDING_PAGE_FILE}: the build did not prerender the landing page (web/build/prerender-landing.ts).`);
const html = readFileSync(path.join(distDir, LANDING_PAGE_FILE), 'utf8');
const roots = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
];
if (roots.length === 0) fail(`${LANDING_PAGE_FILE} has no module script.`);
const initial = new Set();
const queue = [...roots];
while (queue.length > 0) {
  const url = queue.shift();
  if (initial.has(url)) continue;
  initial.add(url);
  queue.push(...staticImports(url));
}
const initialBytes = [...initial].reduce((sum, url) => sum + gzippedSize(url), 0);

const leaks = [...initial].flatMap((url) =>
  sourcesOf(url)
    .filter((source) => SIGNED_IN_AREA.some((pattern) => pattern.test(source)))
    .map((source) => `${url}: ${source}`),
);

console.info('\nJavaScript the landing page needs before it is interactive (gzip level 6):');
for (const url of [...initial].sort((a, b) => gzippedSize(b) - gzippedSize(a))) {
  console.info(`  ${kb(gzippedSize(url)).padStart(9)}  ${url}`);
}
console.info(`  ${kb(initialBytes).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
console.info(`\nThe prerendered page itself: ${kb(gzippedSize(`/${LANDING_PAGE_FILE}`))} gzipped (${kb(readFileSync(path.join(distDir, LANDING_PAGE_FILE)).length)} raw).`);

// 2. The render-blocking CSS: the stylesheets the page links.
const blockingCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
const blockingCssBytes = blockingCss.reduce((sum, url) => sum + gzippedSize(url), 0);
console.info('\nRender-blocking CSS (gzip level 6):');
for (const url of blockingCss) console.info(`  ${kb(gzippedSize(url)).padStart(9)}  ${url}`);
console.info(`  ${kb(blockingCssBytes).padStart(9)}  total (budget ${kb(CSS_BUDGET_BYTES)})`);

// 3. What Chromium actually fetches for /, served as the server serves it, with the API answering "signed out".
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browserReport = null;
if (existsSync(chromiumPath)) {
  browserReport = await measureInChromium();
} else {
  console.warn(`\nNo browser at ${chromiumPath}: only the build was measured (set CHROMIUM_PATH).`);
}

/**
 * The build served by the server's own code (server/src/platform/http/static-web.ts and compression.ts:
 * precompressed assets, cache headers, compression), so the bytes counted are the bytes production
 * sends. The API is a stand-in that answers every call as the real one answers a visitor: not signed in.
 */
async function startServer() {
  const { register } = await import('tsx/esm/api');
  register();
  const { default: Fastify } = await import('fastify');
  const { registerStaticWeb } = await import('../server/src/platform/http/static-web.ts');
  const { registerCompression } = await import('../server/src/platform/http/compression.ts');
  const app = Fastify();
  await registerCompression(app);
  app.all('/api/*', async (_request, reply) => reply.status(401).send({ detail: 'Authentication credentials were not provided.' }));
  await registerStaticWeb(app, distDir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/**
 * The first paint needs no JavaScript of the app: with every script under /assets/ refused (the colour
 * scheme script still runs, as it does before the first paint), / still shows its heading and its call
 * to book, styled (the button is the accent colour, not an unstyled link).
 */
async function expectDrawnWithoutTheApp(browser, port) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    const heading = page.getByRole('heading', { level: 1, name: 'Private transfers and day trips in Croatia and Slovenia' });
    const book = page.getByRole('link', { name: 'Book a trip' });
    if (!(await heading.isVisible()) || !(await book.isVisible())) fail('/ shows nothing without the app\'s JavaScript: it is not prerendered.');
    const background = await book.evaluate((link) => link.ownerDocument.defaultView.getComputedStyle(link).backgroundColor);
    if (/^rgba\(0, 0, 0, 0\)$|^transparent$/.test(background)) fail('/ without the app\'s JavaScript has an unstyled call to book: its CSS is missing.');
    console.info(`\nDrawn without the app's JavaScript: the heading and the call to book (background ${background}).`);
  } finally {
    await page.close();
  }
}

async function measureInChromium() {
  const { chromium } = await import('playwright-core');
  const server = await startServer();
  const { port } = server.server.address();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const fetched = [];
    let domContentLoaded = false;
    page.on('domcontentloaded', () => (domContentLoaded = true));
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.port !== String(port)) return;
      fetched.push({ request, url: url.pathname, type: request.resourceType(), beforeDomContentLoaded: domContentLoaded === false });
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Book a trip' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectDrawnWithoutTheApp(browser, port);
    // Bytes on the wire: the (compressed) body and the response headers, as Chromium received them.
    return await Promise.all(
      fetched.map(async (entry) => {
        const sizes = await entry.request.sizes();
        const response = await entry.request.response();
        return {
          ...entry,
          request: undefined,
          wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        };
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

if (browserReport) {
  const scripts = browserReport.filter((s) => s.type === 'script' && s.url.startsWith('/assets/') && s.url.endsWith('.js'));
  const early = new Set(scripts.filter((s) => s.beforeDomContentLoaded).map((s) => s.url));
  const later = [...new Set(scripts.filter((s) => !s.beforeDomContentLoaded).map((s) => s.url))].filter((url) => !early.has(url));
  const missing = [...initial].filter((url) => !early.has(url));
  const unexpected = [...early].filter((url) => !initial.has(url));
  if (missing.length > 0 || unexpected.length > 0) {
    fail(`Chromium's early downloads differ from the module graph: missing ${missing.join(', ') || '-'}; unexpected ${unexpected.join(', ') || '-'}.`);
  }
  console.info('\nJavaScript loaded lazily after the first render (not part of the budget):');
  for (const url of later) console.info(`  ${kb(gzippedSize(url)).padStart(9)}  ${url}`);
  const laterBytes = later.reduce((sum, url) => sum + gzippedSize(url), 0);
  console.info(`  ${kb(laterBytes).padStart(9)}  total; all JavaScript on / until the network is idle: ${kb(initialBytes + laterBytes)}`);
  const lazyCss = [...new Set(browserReport.filter((r) => r.type === 'stylesheet' && !blockingCss.includes(r.url)).map((r) => r.url))];
  console.info(`\nCSS loaded lazily: ${lazyCss.length === 0 ? 'none' : lazyCss.map((url) => `${url} (${kb(gzippedSize(url))})`).join(', ')}`);
  leaks.push(
    ...later.flatMap((url) =>
      sourcesOf(url)
        .filter((source) => SIGNED_IN_AREA.some((pattern) => pattern.test(source)))
        .map((source) => `${url}: ${source}`),
    ),
  );

  console.info('\nBytes on the wire for / until the network is idle (compressed bodies and headers, as served):');
  const byType = new Map();
  for (const entry of browserReport) {
    const kind = entry.type === 'script' ? 'JavaScript' : entry.type === 'stylesheet' ? 'CSS' : entry.type === 'document' ? 'HTML' : entry.type === 'image' ? 'images' : entry.type === 'font' ? 'fonts' : 'API and other';
    const row = byType.get(kind) ?? { files: 0, bytes: 0, encodings: new Set() };
    row.files += 1;
    row.bytes += entry.wireBytes;
    row.encodings.add(entry.encoding);
    byType.set(kind, row);
  }
  for (const [kind, row] of byType) {
    console.info(`  ${kb(row.bytes).padStart(9)}  ${kind} (${row.files} file${row.files === 1 ? '' : 's'}; content-encoding ${[...row.encodings].join(', ')})`);
  }
  const onTheWire = browserReport.reduce((sum, entry) => sum + entry.wireBytes, 0);
  const beforeDomContentLoaded = browserReport.filter((entry) => entry.beforeDomContentLoaded).reduce((sum, entry) => sum + entry.wireBytes, 0);
  console.info(`  ${kb(onTheWire).padStart(9)}  total (${kb(beforeDomContentLoaded)} of it before DOMContentLoaded)`);
}

// Sanity check of the check itself: every pattern of the signed-in area names code the build holds,
// and the signed-in area is reachable from the landing page's chunks, only not loaded by it.
const everyChunk = new Set(initial);
const pending = [...initial];
while (pending.length > 0) {
  const url = pending.shift();
  for (const next of [...staticImports(url), ...dynamicImports(url)]) {
    if (!everyChunk.has(next)) {
      everyChunk.add(next);
      pending.push(next);
    }
  }
}
const everySource = [...everyChunk].flatMap((url) => sourcesOf(url));
if (everySource.length === 0) fail('The build has no source maps (build.sourcemap in web/vite.config.ts): the check for signed-in code needs them.');
const unmatched = SIGNED_IN_AREA.filter((pattern) => !everySource.some((source) => pattern.test(source)));
if (unmatched.length > 0) fail(`No module of the build matches ${unmatched.join(', ')}: update SIGNED_IN_AREA to where that code lives now.`);

if (temporaryDist) rmSync(temporaryDist, { recursive: true, force: true });

if (leaks.length > 0) {
  console.error('\nThe landing page loads code of the signed-in area:');
  for (const leak of leaks.slice(0, 20)) console.error(`  ${leak}`);
  process.exit(1);
}
const overBudget = [];
if (initialBytes > BUDGET_BYTES) overBudget.push(`${kb(initialBytes)} of JavaScript before the landing page is interactive (budget ${kb(BUDGET_BYTES)})`);
if (blockingCssBytes > CSS_BUDGET_BYTES) overBudget.push(`${kb(blockingCssBytes)} of render-blocking CSS (budget ${kb(CSS_BUDGET_BYTES)})`);
if (overBudget.length > 0) {
  console.error(`\nOver budget: ${overBudget.join('; ')}.`);
  process.exit(1);
}
console.info(`\nWithin budget: ${kb(initialBytes)} of ${kb(BUDGET_BYTES)} JavaScript, ${kb(blockingCssBytes)} of ${kb(CSS_BUDGET_BYTES)} render-blocking CSS.`);
