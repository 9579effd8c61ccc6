// Scores the landing page and a customer's trip page the way Lighthouse scores a phone visit, against the real server, and fails below the aims of docs/performance.md ("Lighthouse").
//
// Usage: npm run lighthouse
//   Builds the web app if web/dist is missing or older than its sources, builds and starts the real
//   server (server/dist/main.js) on a throwaway embedded database with the demo data, behind Caddy
//   for HTTPS and HTTP/2 as in production (scripts/https-proxy.mjs, ADR 0032), finds a demo trip's
//   public link (signed in as staff, as the trips screen's "Copy Payment Link" gives it), and runs
//   Lighthouse's mobile performance audit (its default: a mid-range phone, simulated slow 4G and a
//   4x slower CPU) on / and on that trip page in Debian's Chromium, LIGHTHOUSE_RUNS times each (the
//   median counts: single runs move by several points on a shared machine).
// Knobs: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 3271), LIGHTHOUSE_RUNS
//   (default 3), LIGHTHOUSE_REPORT_DIR (keeps each run's JSON report there), LIGHTHOUSE_HTTPS=0 (the app's
//   plain HTTP/1.1 port instead of Caddy), LIGHTHOUSE_PROXY_PORT (default LIGHTHOUSE_PORT + 1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { caddyAvailable, startHttpsProxy } from './https-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AIMS = { landing: 0.95, trip: 0.9 };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3271);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR) : null;
const base = `http://127.0.0.1:${port}`;
// Production serves the app through Caddy, over HTTPS and HTTP/2 (docs/deploy.md); so is it measured,
// unless LIGHTHOUSE_HTTPS=0 asks for the app's own plain HTTP/1.1 port.
const overHttps = process.env.LIGHTHOUSE_HTTPS !== '0';
const proxyPort = Number(process.env.LIGHTHOUSE_PROXY_PORT ?? port + 1);

if (!existsSync(chromePath)) fail(`No browser at ${chromePath} (set CHROME_PATH).`);
if (!Number.isInteger(runs) || runs < 1) fail('LIGHTHOUSE_RUNS must be a whole number of at least 1.');
if (overHttps && !caddyAvailable()) fail('Caddy is needed to serve the pages over HTTPS and HTTP/2 as production does (apt-get install caddy), or set LIGHTHOUSE_HTTPS=0.');

function fail(message) {
  console.error(`\nlighthouse: ${message}\n`);
  process.exit(1);
}

// 1. A current build of the web app.
const webDir = path.join(root, 'web');
const distIndex = path.join(webDir, 'dist', 'index.html');
function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}
const webSources = ['src', 'public', 'build', 'index.html', 'vite.config.ts', 'package.json'].map((name) => path.join(webDir, name)).filter(existsSync);
if (!existsSync(distIndex) || Math.max(...webSources.map(newestChange)) > statSync(distIndex).mtimeMs) {
  console.info('Building the web app (web/dist is missing or older than its sources) …');
  if (spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('The web build failed.');
}

// 2. The real server on a throwaway embedded database with the demo data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-lighthouse-'));
const serverEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' };
// The embedded database, whatever the shell points at.
delete serverEnv.DATABASE_URL;
// The compiled server, as production runs it (ADR 0026).
if (spawnSync('npm', ['run', 'build:server', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('The server build failed.');
const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] });
let serverExited = false;
server.on('exit', () => (serverExited = true));
let proxy = null;

async function stopServer() {
  await proxy?.stop();
  if (!serverExited) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function abort(message) {
  await stopServer();
  fail(message);
}

async function waitForServer() {
  // The first start migrates and seeds the demo data: a minute or two on a slow machine.
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (serverExited) return false;
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/** The public link of a demo trip awaiting its deposit: the page a customer opens from the agent's e-mail to pay. */
async function findPublicTripUrl() {
  const cookies = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  remember(await fetch(`${base}/api/health/`));
  const signIn = await fetch(`${base}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(), 'x-csrftoken': cookies.get('csrftoken') ?? '' },
    body: JSON.stringify({ username: 'staff', password: 'demo12345' }),
  });
  if (!signIn.ok) throw new Error(`signing in as the demo staff user answered ${signIn.status}`);
  remember(signIn);
  const list = await fetch(`${base}/api/trips/?status=pending_payment&limit=20`, { headers: { cookie: cookieHeader() } });
  if (!list.ok) throw new Error(`the trips list answered ${list.status}`);
  const trip = (await list.json()).items.find((item) => item.reference);
  if (!trip) throw new Error('the demo data has no trip awaiting payment');
  return `/trip/${trip.reference}?token=${encodeURIComponent(trip.token)}`;
}

/** One Lighthouse run; a run whose trace Chromium fails to record (NO_NAVSTART, NO_FCP on a loaded machine) is tried again once. */
function runLighthouse(url, label, run) {
  try {
    return runLighthouseOnce(url, label, run);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}; trying again`);
    return runLighthouseOnce(url, label, run);
  }
}

function runLighthouseOnce(url, label, run) {
  const output = path.join(reportDir ?? dataDir, `${label}-${run}.json`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // Debian's Chromium as root in a container: no sandbox; the new headless mode renders as a real window.
      // Caddy's local certificate authority is not one the browser knows.
      `--chrome-flags=--headless=new --no-sandbox${overHttps ? ' --ignore-certificate-errors' : ''}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !existsSync(output)) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: report.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

try {
  if (!(await waitForServer())) await abort('The server did not start (its output is above).');
  if (overHttps) proxy = await startHttpsProxy({ port: proxyPort, appPort: port });
  const pageBase = proxy?.url ?? base;
  const pages = [
    { label: 'landing', name: '/', url: `${pageBase}/` },
    { label: 'trip', name: 'public trip page', url: `${pageBase}${await findPublicTripUrl()}` },
  ];
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  console.info(
    `Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, ${runs} run(s) per page, ${chromePath}, ${overHttps ? `HTTPS and HTTP/2 through Caddy (${pageBase})` : `plain HTTP/1.1 (${base})`}\n`,
  );
  const failures = [];
  for (const page of pages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = runLighthouse(page.url, page.label, run);
      results.push(result);
      console.info(
        `${page.name.padEnd(17)} run ${run}: score ${result.score.toFixed(2)}  FCP ${ms(result.fcp)}  LCP ${ms(result.lcp)}  TBT ${ms(result.tbt)}  CLS ${result.cls.toFixed(3)}  SI ${ms(result.speedIndex)}  transfer ${(result.bytes / 1024).toFixed(1)} KB`,
      );
    }
    const score = median(results.map((r) => r.score));
    const aim = AIMS[page.label];
    console.info(
      `${page.name.padEnd(17)} median: score ${score.toFixed(2)} (aim ≥ ${aim.toFixed(2)})  FCP ${ms(median(results.map((r) => r.fcp)))}  LCP ${ms(median(results.map((r) => r.lcp)))}  TBT ${ms(median(results.map((r) => r.tbt)))}  CLS ${median(results.map((r) => r.cls)).toFixed(3)}\n`,
    );
    if (score < aim) failures.push(`${page.name}: ${score.toFixed(2)} is below the aim of ${aim.toFixed(2)}`);
  }
  await stopServer();
  if (failures.length > 0) fail(failures.join('; '));
  console.info('Every page meets its aim.');
} catch (error) {
  await abort(error instanceof Error ? error.message : String(error));
}
