// Why this file exists: `npm run bench`, the API under load on a million trips (next to the floor where there is one), on PostgreSQL and on the embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { BENCH_USERS, benchTripLink, dropBenchDatabase, prepareBenchDatabase, prepareBenchPglite } from './bench-database.ts';
import { loadBenchConfig, type BenchScenario } from './bench-config.ts';
import { buildServer, memoryOf, signIn, startScript, startServer, stopAllChildren, stopChild, waitFor } from './bench-server.ts';
import { meanOf, measure, measurePaced, type Measurement } from './measure.ts';

const config = loadBenchConfig();
const log = (line: string) => console.info(line);
const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const load = { connections: config.connections, durationSeconds: config.durationSeconds, warmupSeconds: config.warmupSeconds };

/** One line of the results table. */
interface Row {
  name: string;
  connections: number;
  endpoint: Measurement;
  floor?: Measurement;
}
const rows: Row[] = [];
const memoryLines: string[] = [];

async function compareAnswers(appUrl: string, floorUrl: string, headers: Record<string, string>): Promise<void> {
  const app = (await (await fetch(appUrl, { headers })).json()) as { items: { trip_id: number }[]; count: number };
  const floor = (await (await fetch(floorUrl)).json()) as { items: { id: number }[]; count: number };
  const same = app.count === floor.count && app.items.map((r) => r.trip_id).join() === floor.items.map((r) => r.id).join();
  if (!same || app.items.length === 0) {
    throw new Error(`endpoint and floor disagree (${app.count} vs ${floor.count} trips): the floor must run the same query`);
  }
}

const listQuery = `month=${config.month}&status=confirmed&status=completed&limit=20`;
const publicTrip = benchTripLink(9);
const publicTripPath = `/api/public/trip/${publicTrip.reference}?token=${publicTrip.token}`;
const quoteBody = JSON.stringify({
  start_loc: { formatted_address: 'Split, Croatia', place_id: 'bench-split', lat: 43.5081, lng: 16.4402, country_short_name: 'HR', country_long_name: 'Croatia' },
  end_loc: { formatted_address: 'Dubrovnik, Croatia', place_id: 'bench-dubrovnik', lat: 42.6507, lng: 18.0944, country_short_name: 'HR', country_long_name: 'Croatia' },
  trip_price_id: null,
  passengers: 2,
  stops: [],
});

interface People {
  staff: Record<string, string>;
  agencyAdmin: Record<string, string>;
  agent: Record<string, string>;
}

async function signInEveryone(base: string): Promise<People> {
  return {
    staff: await signIn(base, BENCH_USERS.staff),
    agencyAdmin: await signIn(base, BENCH_USERS.agencyAdmin),
    agent: await signIn(base, BENCH_USERS.agent),
  };
}

/** What a busy office and its customers do at once: staff lists and stats, a customer's trip page, an agent's quote. */
function mixedRequests(people: People): AutocannonRequest[] {
  return [
    { path: `/api/trips/?${listQuery}`, headers: people.staff },
    { path: `/api/stats/?month=${config.month}`, headers: people.staff },
    { path: publicTripPath },
    { path: '/api/update_trip/', method: 'POST', headers: { ...people.agent, 'content-type': 'application/json' }, body: quoteBody },
  ];
}

/** A read measured one request at a time (the latency a user feels) and under the configured load. */
async function measureRead(name: string, url: string, headers: Record<string, string> = {}): Promise<void> {
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
  log(`Measuring ${name} …`);
  rows.push({ name, connections: 1, endpoint: await measure({ url, headers }, { ...load, connections: 1 }) });
  rows.push({ name, connections: load.connections, endpoint: await measure({ url, headers }, load) });
}

async function measureTripsListAgainstFloor(appBase: string, floorBase: string, dbUrl: string, people: People): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const admin = (await client.query<{ id: number; agency_id: number }>('select id, agency_id from users where username = $1', [BENCH_USERS.agencyAdmin])).rows[0]!;
  const monthTrips = (await client.query<{ n: string }>(`select count(*) n from trips where to_char(pickup_date, 'YYYY-MM') = $1`, [config.month])).rows[0]!.n;
  await client.end();
  log(`Month ${config.month}: ${fmt(Number(monthTrips))} trips of all agencies.`);
  const scenarios = [
    { name: 'agency admin', headers: people.agencyAdmin, floorScope: `scope=agency&agentUserId=${admin.id}&agencyId=${admin.agency_id}` },
    { name: 'staff', headers: people.staff, floorScope: 'scope=all' },
  ];
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
    rows.push({ name: `GET /api/trips/?${listQuery} as ${scenario.name}`, connections: load.connections, endpoint: meanOf(endpointRuns), floor: meanOf(floorRuns) });
  }
}

async function measureQuote(appBase: string, people: People): Promise<void> {
  log('Measuring POST /api/update_trip/ (Split → Dubrovnik, 2 passengers) as an agent …');
  const quoteRequest = { url: `${appBase}/api/update_trip/`, method: 'POST' as const, headers: { ...people.agent, 'content-type': 'application/json' }, body: quoteBody };
  rows.push({ name: 'POST /api/update_trip/ (quote)', connections: load.connections, endpoint: await measure(quoteRequest, load) });
  rows.push({ name: 'POST /api/update_trip/ (quote)', connections: 1, endpoint: await measure(quoteRequest, { ...load, connections: 1 }) });
}

/**
 * The mix as fast as the connections can send it (each sends its next request when the last is
 * answered), or paced at `overallRate` requests per second in all: people who read an answer
 * before they ask again, each at their own moment, which is what a latency aim is about (ADRs 0032
 * and 0034).
 */
async function measureMixed(label: string, appBase: string, people: People, connections: number, overallRate?: number): Promise<Measurement> {
  const pace = overallRate ? `, paced at ${overallRate} req/s in all` : '';
  log(`Measuring the mixed load on ${label} at ${connections} connections${pace} …`);
  const options = { url: appBase, requests: mixedRequests(people) };
  const result = overallRate
    ? await measurePaced(options, { ...load, connections, overallRate, countErrors: true })
    : await measure(options, { ...load, connections, countErrors: true });
  rows.push({ name: `mixed (list, stats, public page, quote), ${label}${pace}`, connections, endpoint: result });
  return result;
}

async function benchPostgres(): Promise<Measurement | undefined> {
  const s = config.scenarios;
  const db = await prepareBenchDatabase(config.serverUrl, { trips: config.trips, reuse: config.reuseDatabase }, log);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-bench-'));
  let mixedAtEmbeddedConnections: Measurement | undefined;
  try {
    const appBase = `http://127.0.0.1:${config.appPort}`;
    const floorBase = `http://127.0.0.1:${config.floorPort}`;
    startServer(config.appPort, { url: db.url }, { DATA_DIR: dataDir });
    const floor = s.has('list') ? startScript('scripts/bench/floor-server.ts', { DATABASE_URL: db.url, PORT: String(config.floorPort) }) : null;
    await Promise.all([waitFor(`${appBase}/api/health/`), floor ? waitFor(`${floorBase}/health`) : null]);
    const people = await signInEveryone(appBase);

    if (s.has('list')) await measureTripsListAgainstFloor(appBase, floorBase, db.url, people);
    if (s.has('quote')) await measureQuote(appBase, people);
    if (s.has('stats')) {
      await measureRead(`GET /api/stats/?month=${config.month} as staff`, `${appBase}/api/stats/?month=${config.month}`, people.staff);
      await measureRead('GET /api/stats/ (all months) as staff', `${appBase}/api/stats/`, people.staff);
    }
    if (s.has('deep')) {
      await measureRead('GET /api/trips/?offset=100000&limit=20 as staff', `${appBase}/api/trips/?offset=100000&limit=20`, people.staff);
      await measureRead('GET /api/trips/?limit=20 (no month) as staff', `${appBase}/api/trips/?limit=20`, people.staff);
    }
    if (s.has('public')) await measureRead('GET /api/public/trip/… (pending payment)', `${appBase}${publicTripPath}`);
    if (s.has('mixed')) {
      // The paced run, the one with a latency aim, comes before the saturated ones: measured after
      // them, it also timed the queue and the writes they left behind (its answers ran ahead of the
      // pace while the server caught up, docs/performance.md).
      if (config.mixedPacedRate > 0) await measureMixed('PostgreSQL', appBase, people, Math.max(...config.mixedConnections), config.mixedPacedRate);
      for (const connections of config.mixedConnections) {
        const result = await measureMixed('PostgreSQL', appBase, people, connections);
        if (connections === config.embeddedConnections) mixedAtEmbeddedConnections = result;
      }
    }
  } finally {
    // Stopped before their database goes away.
    await stopAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
    if (!config.keepDatabase) await dropBenchDatabase(config.serverUrl, db.name);
    else log(`Kept database ${db.name} (BENCH_DATABASE=${db.name} reuses it).`);
  }
  return mixedAtEmbeddedConnections;
}

/**
 * Resident memory of the server at rest: a minute after it first answers, with nothing asked of it.
 * V8 collects the start-up garbage only once the process has been idle a while (its memory
 * reducer): on 100,000 trips the RSS stayed at 323 MB for 30 s after start, then fell to 287 by
 * 45 s and stayed there (docs/performance.md). Read at 5 s, as it was, it was start-up, not rest.
 */
async function settledMemory(server: ReturnType<typeof startServer>) {
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  return memoryOf(server);
}

async function benchEmbedded(postgresMixed: Measurement | undefined): Promise<void> {
  const base = `http://127.0.0.1:${config.embeddedPort}`;
  const firstStartDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-bench-first-'));
  const loadedDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-bench-embedded-'));
  try {
    // `npm start` on a fresh machine: migrations and the demo data (which production refuses, hence development).
    log('Measuring a first start of the embedded database (migrate + demo data) …');
    const first = startServer(config.embeddedPort, { embeddedDataDir: firstStartDir }, { NODE_ENV: 'development', DEMO_DATA: '1' });
    await waitFor(`${base}/api/health/`);
    const firstMemory = await settledMemory(first);
    await stopChild(first);
    memoryLines.push(`| first start (migrate + demo data) | ${fmt(firstMemory.rssMb)} | ${fmt(firstMemory.peakMb)} |`);

    await prepareBenchPglite(loadedDir, config.embeddedTrips, log);
    const server = startServer(config.embeddedPort, { embeddedDataDir: loadedDir });
    await waitFor(`${base}/api/health/`);
    const idle = await settledMemory(server);
    const people = await signInEveryone(base);
    const mixed = await measureMixed(`embedded, ${fmt(config.embeddedTrips)} trips`, base, people, config.embeddedConnections);
    const afterLoad = memoryOf(server);
    memoryLines.push(`| ${fmt(config.embeddedTrips)} trips: idle after start / after the mixed load | ${fmt(idle.rssMb)} / ${fmt(afterLoad.rssMb)} | ${fmt(afterLoad.peakMb)} |`);
    if (postgresMixed) {
      const share = (mixed.requestsPerSecond / postgresMixed.requestsPerSecond) * 100;
      memoryLines.push('', `Mixed load at ${config.embeddedConnections} connections: the embedded database serves ${fmt(share)} % of PostgreSQL's req/s.`);
    }
  } finally {
    await stopAllChildren();
    rmSync(firstStartDir, { recursive: true, force: true });
    rmSync(loadedDir, { recursive: true, force: true });
  }
}

/** A paced run says how long the bench itself was held up while measuring: answers arriving then were timed that much too slow. */
const benchPause = (m: Measurement) => (m.benchPauseMaxMs === undefined ? '' : ` (bench paused ≤ ${fmt(m.benchPauseMaxMs)} ms)`);

function printResults(): void {
  log('');
  log(
    `${config.reuseDatabase ? `database ${config.reuseDatabase}` : `${fmt(config.trips)} trips`} on PostgreSQL · ${config.durationSeconds} s per run after ${config.warmupSeconds} s of warm-up · ` +
      `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${new Date().toISOString()}`,
  );
  log('');
  log('| What | Connections | req/s | p50 / p99 ms | Errors | Floor req/s | Endpoint / floor |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const floor = r.floor ? `${fmt(r.floor.requestsPerSecond)} | ${fmt((r.endpoint.requestsPerSecond / r.floor.requestsPerSecond) * 100)} %` : '— | —';
    log(
      `| ${r.name} | ${r.connections} | ${fmt(r.endpoint.requestsPerSecond)} | ${fmt(r.endpoint.latencyP50Ms, 1)} / ${fmt(r.endpoint.latencyP99Ms, 1)}${benchPause(r.endpoint)} | ${r.endpoint.errors}${r.endpoint.errorKinds ? ` (${r.endpoint.errorKinds})` : ''} | ${floor} |`,
    );
  }
  if (memoryLines.length > 0) {
    log('');
    log('| Embedded database server | RSS MB | Peak RSS (VmHWM) MB |');
    log('| --- | ---: | ---: |');
    for (const line of memoryLines) log(line);
  }
}

const POSTGRES_SCENARIOS: BenchScenario[] = ['list', 'quote', 'stats', 'deep', 'public', 'mixed'];

async function main(): Promise<void> {
  buildServer();
  const onPostgres = POSTGRES_SCENARIOS.some((name) => config.scenarios.has(name));
  const postgresMixed = onPostgres ? await benchPostgres() : undefined;
  if (config.scenarios.has('embedded')) await benchEmbedded(postgresMixed);
  printResults();
}

main().catch(async (error: unknown) => {
  await stopAllChildren();
  console.error(error);
  process.exit(1);
});
