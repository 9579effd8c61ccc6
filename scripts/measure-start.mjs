// Measures how long a production start takes, from spawning node to the first healthy /api/health/ answer, on a throwaway PostgreSQL database.
// Usage: node scripts/measure-start.mjs [--server postgres://postgres@127.0.0.1:5432/postgres] [--runs 5] [--port 3212] [--from-source]
// The first run also migrates the empty database, so it is reported apart. --from-source starts
// server/src/main.ts through tsx instead, the way `npm start` ran before the build, to compare.
// Figures are wall time, the process's CPU time and resident memory when it first answers (Linux /proc); on a busy machine the CPU time is the steadier one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3212' },
    'from-source': { type: 'boolean', default: false },
  },
});

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU time of a live process, in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a live process, in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

async function isHealthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startOnce(databaseUrl, dataDir) {
  const args = values['from-source'] ? ['--import', 'tsx', 'server/src/main.ts'] : ['server/dist/main.js'];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'https://vozimo.example',
      ALLOW_TEST_PAYMENTS: 'true',
      HOST: '127.0.0.1',
      PORT: values.port,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const healthUrl = `http://127.0.0.1:${values.port}/api/health/`;
  while (!(await isHealthy(healthUrl))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const result = { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid), rssMb: rssMb(child.pid) };
  child.kill('SIGTERM');
  await exited;
  return result;
}

/** How long node itself takes to start and exit on this machine right now, for scale. */
async function bareNodeMs() {
  const started = performance.now();
  await new Promise((resolve) => spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' }).once('exit', resolve));
  return performance.now() - started;
}

const databaseName = `vozimo_start_${process.pid}`;
const admin = new pg.Client({ connectionString: values.server });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(values.server);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-start-'));
try {
  const runs = [];
  for (let i = 0; i <= Number(values.runs); i++) runs.push(await startOnce(databaseUrl.href, dataDir));
  const [first, ...rest] = runs;
  const fmt = (r) => `${Math.round(r.wallMs)} ms wall, ${Math.round(r.cpuMs)} ms CPU, ${Math.round(r.rssMb)} MB resident`;
  const median = (key) => rest.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rest.length / 2)];
  console.info(`${values['from-source'] ? 'tsx server/src/main.ts' : 'node server/dist/main.js'} on PostgreSQL, start to first healthy answer:`);
  console.info(`  first start (migrates the empty database): ${fmt(first)}`);
  console.info(`  later starts: ${rest.map(fmt).join('; ')}`);
  console.info(`  median of later starts: ${fmt({ wallMs: median('wallMs'), cpuMs: median('cpuMs'), rssMb: median('rssMb') })}`);
  console.info(`  for scale, a bare \`node -e 0\` here now: ${Math.round(await bareNodeMs())} ms wall; load average ${os.loadavg()[0].toFixed(1)}`);
} finally {
  await admin.query(`drop database ${databaseName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
