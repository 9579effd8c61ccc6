// Keeps the landing page fast: fails when it needs more than 120 KB of gzipped JavaScript before it is interactive, or loads any code of the signed-in area (docs/performance.md).
//
// Usage: node scripts/measure-landing-js.mjs            builds the web app into a temporary directory and measures it
//        node scripts/measure-landing-js.mjs --dist web/dist   measures an existing build
//
// "Before it is interactive" is the landing page's static module graph: index.html's entry script and
// everything it imports statically (what the browser must download and run before React renders the
// page and its links work). Chunks the page imports lazily after its first render (the toast container,
// the header's account button with TanStack Query, the maps section) are listed separately. The page is
// also loaded in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) to check that the browser fetches
// exactly that graph before DOMContentLoaded and no code of the signed-in area at all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Source files of the signed-in area, and the heavy libraries of other screens (dates, maps,
 * carousels); the landing page may load none of them, not even after its first render.
 */
const SIGNED_IN_AREA = [
  /web\/src\/app\/layouts\/protected-layout/,
  /web\/src\/features\/(trips|docs|placeholders|offers|payments|fleet|agents|round-trips|quotes)\//,
  /web\/src\/features\/shell\/(header\/app-header|header\/mobile-menu|header\/user-menu|access)\//,
  /node_modules\/(@mantine\/dates|@mantine\/carousel|dayjs|leaflet|react-leaflet|embla-carousel[^/]*)\//,
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

function sourcesOf(url) {
  const mapFile = assetPath(url) + '.map';
  if (!existsSync(mapFile)) return [];
  return JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? [];
}

// 1. The static module graph of index.html.
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const roots = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
];
if (roots.length === 0) fail('index.html has no module script.');
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

// 2. What Chromium actually fetches for /, served from the build with the API answering "signed out".
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browserReport = null;
if (existsSync(chromiumPath)) {
  browserReport = await measureInChromium();
} else {
  console.warn(`\nNo browser at ${chromiumPath}: only the module graph was measured (set CHROMIUM_PATH).`);
}

async function measureInChromium() {
  const { chromium } = await import('playwright-core');
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (pathname.startsWith('/api/')) {
      // The landing page asks who is signed in; a visitor is not.
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"Authentication credentials were not provided."}');
      return;
    }
    const file = path.join(distDir, pathname);
    const servable = file.startsWith(distDir) && path.extname(file) !== '' && existsSync(file);
    const body = readFileSync(servable ? file : path.join(distDir, 'index.html'));
    const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
    response.writeHead(200, { 'content-type': types[path.extname(servable ? file : 'x.html')] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = [];
    let domContentLoaded = false;
    page.on('domcontentloaded', () => (domContentLoaded = true));
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({ url: new URL(request.url()).pathname, beforeDomContentLoaded: !domContentLoaded });
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Book a trip' }).waitFor();
    await page.waitForLoadState('networkidle');
    return scripts.filter((s) => s.url.endsWith('.js') && s.url.startsWith('/assets/'));
  } finally {
    await browser.close();
    server.close();
  }
}

if (browserReport) {
  const early = new Set(browserReport.filter((s) => s.beforeDomContentLoaded).map((s) => s.url));
  const later = [...new Set(browserReport.filter((s) => !s.beforeDomContentLoaded).map((s) => s.url))].filter((url) => !early.has(url));
  const missing = [...initial].filter((url) => !early.has(url));
  const unexpected = [...early].filter((url) => !initial.has(url));
  if (missing.length > 0 || unexpected.length > 0) {
    fail(`Chromium's early downloads differ from the module graph: missing ${missing.join(', ') || '-'}; unexpected ${unexpected.join(', ') || '-'}.`);
  }
  console.info('\nLoaded lazily after the first render (not part of the budget):');
  for (const url of later) console.info(`  ${kb(gzippedSize(url)).padStart(9)}  ${url}`);
  const laterBytes = later.reduce((sum, url) => sum + gzippedSize(url), 0);
  console.info(`  ${kb(laterBytes).padStart(9)}  total; everything on / until the network is idle: ${kb(initialBytes + laterBytes)}`);
  leaks.push(
    ...later.flatMap((url) =>
      sourcesOf(url)
        .filter((source) => SIGNED_IN_AREA.some((pattern) => pattern.test(source)))
        .map((source) => `${url}: ${source}`),
    ),
  );
}

// Sanity check of the split itself: the signed-in area must be reachable, only not from the landing page.
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
const appAreaSplit = [...everyChunk].some((url) => sourcesOf(url).some((s) => /web\/src\/app\/layouts\/protected-layout/.test(s)));
if (!appAreaSplit) fail('Could not find the signed-in area (protected-layout) in any chunk: is the source map build still on?');

if (temporaryDist) rmSync(temporaryDist, { recursive: true, force: true });

if (leaks.length > 0) {
  console.error('\nThe landing page loads code of the signed-in area:');
  for (const leak of leaks.slice(0, 20)) console.error(`  ${leak}`);
  process.exit(1);
}
if (initialBytes > BUDGET_BYTES) {
  console.error(`\nOver budget: ${kb(initialBytes)} of JavaScript before the landing page is interactive (budget ${kb(BUDGET_BYTES)}).`);
  process.exit(1);
}
console.info(`\nWithin budget: ${kb(initialBytes)} of ${kb(BUDGET_BYTES)}.`);
