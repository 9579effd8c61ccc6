// Why this file exists: `npm run bench`, the trips list and quote endpoints under load on a million trips, next to their floor.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_PASSWORD, BENCH_USERS, dropBenchDatabase, prepareBenchDatabase } from './bench-database.ts';
import { loadBenchConfig } from './bench-config.ts';
import { meanOf, measure, type Measurement } from './measure.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const config = loadBenchConfig();
const log = (line: string) => console.info(line);
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/** Signs in the way the web app does (CSRF cookie first) and returns the headers a signed-in browser sends. */
async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const first = await fetch(`${base}/api/health/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.getSetCookie().join('; '))?.[1] ?? '';
  const res = await fetch(`${base}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${res.status} ${await res.text()}`);
  const session = /sessionid=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1] ?? '';
  return { cookie: `csrftoken=${csrf}; sessionid=${session}`, 'x-csrftoken': csrf };
}

interface ListScenario {
  name: string;
  headers: Record<string, string>;
  floorScope: string;
}

async function compareAnswers(appUrl: string, floorUrl: string, headers: Record<string, string>): Promise<void> {
  const app = (await (await fetch(appUrl, { headers })).json()) as { items: { trip_id: number }[]; count: number };
  const floor = (await (await fetch(floorUrl)).json()) as { items: { id: number }[]; count: number };
  const same = app.count === floor.count && app.items.map((r) => r.trip_id).join() === floor.items.map((r) => r.id).join();
  if (!same || app.items.length === 0) {
    throw new Error(`endpoint and floor disagree (${app.count} vs ${floor.count} trips): the floor must run the same query`);
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-bench-'));
  const db = await prepareBenchDatabase(config.serverUrl, { trips: config.trips, reuse: config.reuseDatabase }, log);
  try {
    const appBase = `http://127.0.0.1:${config.appPort}`;
    const floorBase = `http://127.0.0.1:${config.floorPort}`;
    start('server/src/main.ts', {
      DATABASE_URL: db.url,
      PORT: String(config.appPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SECURE_COOKIES: '0',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      DATA_DIR: dataDir,
    });
    start('scripts/bench/floor-server.ts', { DATABASE_URL: db.url, PORT: String(config.floorPort) });
    await Promise.all([waitFor(`${appBase}/api/health/`), waitFor(`${floorBase}/health`)]);

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const admin = (await client.query<{ id: number; agency_id: number }>('select id, agency_id from users where username = $1', [BENCH_USERS.agencyAdmin])).rows[0]!;
    const monthTrips = (await client.query<{ n: string }>(`select count(*) n from trips where to_char(pickup_date, 'YYYY-MM') = $1`, [config.month])).rows[0]!.n;
    await client.end();
    log(`Month ${config.month}: ${fmt(Number(monthTrips))} trips of all agencies.`);

    const scenarios: ListScenario[] = [
      { name: 'agency admin', headers: await signIn(appBase, BENCH_USERS.agencyAdmin), floorScope: `scope=agency&agentUserId=${admin.id}&agencyId=${admin.agency_id}` },
      { name: 'staff', headers: await signIn(appBase, BENCH_USERS.staff), floorScope: 'scope=all' },
    ];
    const listQuery = `month=${config.month}&status=confirmed&status=completed&limit=20`;
    const load = { connections: config.connections, durationSeconds: config.durationSeconds, warmupSeconds: config.warmupSeconds };

    const results: { name: string; endpoint: Measurement; floor: Measurement }[] = [];
    for (const scenario of scenarios) {
      const appUrl = `${appBase}/api/trips/?${listQuery}`;
      const floorUrl = `${floorBase}/trips?${scenario.floorScope}&${listQuery}`;
      await compareAnswers(appUrl, floorUrl, scenario.headers);
      log(`Measuring GET /api/trips/ as ${scenario.name} …`);
      // Alternating runs, so a neighbour's load on the machine falls on both sides alike.
      const endpointRuns: Measurement[] = [];
      const floorRuns: Measurement[] = [];
      for (let round = 0; round < config.rounds; round++) {
        endpointRuns.push(await measure({ url: appUrl, headers: scenario.headers }, load));
        floorRuns.push(await measure({ url: floorUrl }, load));
      }
      results.push({ name: scenario.name, endpoint: meanOf(endpointRuns), floor: meanOf(floorRuns) });
    }

    log('Measuring POST /api/update_trip/ (Split → Dubrovnik, 2 passengers) as an agent …');
    const agent = await signIn(appBase, BENCH_USERS.agent);
    const quoteBody = JSON.stringify({
      start_loc: { formatted_address: 'Split, Croatia', place_id: 'bench-split', lat: 43.5081, lng: 16.4402, country_short_name: 'HR', country_long_name: 'Croatia' },
      end_loc: { formatted_address: 'Dubrovnik, Croatia', place_id: 'bench-dubrovnik', lat: 42.6507, lng: 18.0944, country_short_name: 'HR', country_long_name: 'Croatia' },
      trip_price_id: null,
      passengers: 2,
      stops: [],
    });
    const quoteRequest = { url: `${appBase}/api/update_trip/`, method: 'POST' as const, headers: { ...agent, 'content-type': 'application/json' }, body: quoteBody };
    const quotes = await measure(quoteRequest, load);
    // The latency a user feels: one request at a time, nothing queued behind others.
    const quoteAlone = await measure(quoteRequest, { ...load, connections: 1 });

    log('');
    log(
      `${fmt(config.trips)} trips · ${config.connections} connections · ${config.rounds} × ${config.durationSeconds} s per target · ` +
        `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · GET /api/trips/?${listQuery}`,
    );
    log('');
    log('| Scenario | Endpoint req/s | Floor req/s | Endpoint / floor | Endpoint p50 / p99 ms | Floor p50 / p99 ms |');
    log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      const ratio = r.endpoint.requestsPerSecond / r.floor.requestsPerSecond;
      log(
        `| trips list as ${r.name} | ${fmt(r.endpoint.requestsPerSecond)} | ${fmt(r.floor.requestsPerSecond)} | ${fmt(ratio * 100)} % | ` +
          `${fmt(r.endpoint.latencyP50Ms, 1)} / ${fmt(r.endpoint.latencyP99Ms, 1)} | ${fmt(r.floor.latencyP50Ms, 1)} / ${fmt(r.floor.latencyP99Ms, 1)} |`,
      );
    }
    log(`| POST /api/update_trip/ | ${fmt(quotes.requestsPerSecond)} | — | — | ${fmt(quotes.latencyP50Ms, 1)} / ${fmt(quotes.latencyP99Ms, 1)} | — |`);
    log(`| POST /api/update_trip/, 1 connection | ${fmt(quoteAlone.requestsPerSecond)} | — | — | ${fmt(quoteAlone.latencyP50Ms, 1)} / ${fmt(quoteAlone.latencyP99Ms, 1)} | — |`);
  } finally {
    // Let both servers finish what autocannon left in flight before their database goes away.
    await stopChildren();
    rmSync(dataDir, { recursive: true, force: true });
    if (!config.keepDatabase) await dropBenchDatabase(config.serverUrl, db.name);
    else log(`Kept database ${db.name} (BENCH_DATABASE=${db.name} reuses it).`);
  }
}

async function stopChildren(): Promise<void> {
  // autocannon stops without waiting for its last requests; let the servers answer them first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

main().catch(async (error: unknown) => {
  await stopChildren();
  console.error(error);
  process.exit(1);
});
