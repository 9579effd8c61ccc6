// Why this file exists: the benchmark needs a throwaway PostgreSQL database holding a million trips, made in minutes.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { ZAGREB_TIME_ZONE } from '@vozimo/contract';
import { insertDemoCatalogue } from '../../server/src/seed/insert-demo-catalogue.ts';
import { computePriceBreakdown } from '../../server/src/modules/pricing/rules/price-breakdown.ts';
import { openDatabase } from '../../server/src/platform/db/open-database.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { databaseUrl } from './bench-config.ts';

export const BENCH_PASSWORD = 'bench-password';
/** Agency admin of the first bench agency, a plain agent (for quotes), and staff. */
export const BENCH_USERS = { agencyAdmin: 'bench-agent-1', agent: 'bench-agent-2', staff: 'bench-staff' } as const;

/**
 * The public link of the n-th loaded trip, as the loader's SQL makes it (reference and token
 * from the row number). Trip 9 is pending payment: its page also looks up the card payment.
 */
export function benchTripLink(n: number): { reference: string; token: string } {
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  return { reference: `VZ-${String(n).padStart(7, '0')}`, token: md5(String(n)) + md5(String(n + 1)).slice(0, 11) };
}

const AGENCIES = 20;
const AGENTS_PER_AGENCY = 10;
const COMPANIES = 30;
const DRIVERS_PER_COMPANY = 10;
const PRICE_VARIANTS = 40;

/** What the loader needs of a connection: node-postgres's Client and PGlite both answer it. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(serverUrl: string): Promise<string> {
  const name = `vozimo_bench_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
  return name;
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** Runs the committed migrations, as the server does on start (also on a reused database). */
export async function migrateBenchDatabase(url: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await handle.close();
}

/** Agencies with their agents, companies with their drivers, staff, and the demo places and points of interest. */
async function seedPeopleAndCatalogue(url: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await insertDemoCatalogue(handle.db);
  } finally {
    await handle.close();
  }
  await withClient(url, seedPeople);
}

async function seedPeople(c: SqlRunner): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await c.query(`insert into agencies (name, agency_percent_bp) select 'Bench Agency ' || g, 1000 from generate_series(1, ${AGENCIES}) g`);
  // The first agent of each agency is its admin: bench-agent-1 administers the first agency.
  await c.query(
    `insert into users (username, password_hash, first_name, last_name, is_agent, is_agency_admin, agency_id)
     select 'bench-agent-' || g, $1, 'Agent', g::text, true, g % ${AGENTS_PER_AGENCY} = 1,
            (select id from agencies order by id offset (g - 1) / ${AGENTS_PER_AGENCY} limit 1)
     from generate_series(1, ${AGENCIES * AGENTS_PER_AGENCY}) g`,
    [passwordHash],
  );
  await c.query(`insert into users (username, password_hash, first_name, last_name, is_staff) values ($1, $2, 'Stella', 'Staff', true)`, [
    BENCH_USERS.staff,
    passwordHash,
  ]);
  await c.query(`insert into driver_companies (company_name, is_approved) select 'Bench Company ' || g, true from generate_series(1, ${COMPANIES}) g`);
  await c.query(
    `insert into drivers (company_id, driver_name, is_approved)
     select (select id from driver_companies order by id offset (g - 1) / ${DRIVERS_PER_COMPANY} limit 1), 'Driver ' || g, true
     from generate_series(1, ${COMPANIES * DRIVERS_PER_COMPANY}) g`,
  );
}

/** A few real price breakdowns (they must reconcile: the trips table checks it), picked by row number. */
async function createPriceVariants(c: SqlRunner): Promise<void> {
  const columns = Object.keys(computePriceBreakdown(0, percentages())).map(snakeCase);
  await c.query(`create temporary table bench_prices (k int primary key, ${columns.map((col) => `${col} int not null`).join(', ')})`);
  for (let k = 0; k < PRICE_VARIANTS; k++) {
    const breakdown = computePriceBreakdown(5_000 + k * 1_250, percentages());
    await c.query(`insert into bench_prices values (${k}, ${Object.values(breakdown).join(', ')})`);
  }
}

function percentages() {
  return { agencyPercentBp: 1000, serviceFeePercentBp: 1000, vatPercentBp: 2500, depositPercentBp: 2500, paymentProcessingPercentBp: 300 };
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * One INSERT … SELECT over generate_series: statuses, people, places and pickups (2023–2026,
 * Zagreb time) spread by multiplicative hashes of the row number, so every month, agency and
 * company gets its share. Foreign-key triggers are off during the load (the rows are built from
 * the ids that exist) and the trips indexes are dropped and rebuilt afterwards, which is several
 * times faster than maintaining them row by row.
 */
async function seedTrips(c: SqlRunner, count: number): Promise<void> {
  await createPriceVariants(c);
  const priceColumns = (await c.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'bench_prices' and column_name <> 'k' order by ordinal_position`,
  )).rows.map((r) => r.column_name);
  const indexes = (await c.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'trips' and indexname not in ('trips_pkey', 'trips_reference_unique')`,
  )).rows;
  for (const index of indexes) await c.query(`drop index ${index.indexname}`);
  await c.query('alter table trips disable trigger all');
  await c.query(
    `with ids as (
       select (select array_agg(id order by id) from users where is_agent) as agents,
              (select array_agg(agency_id order by id) from users where is_agent) as agent_agencies,
              (select array_agg(id order by id) from drivers) as drivers,
              (select array_agg(company_id order by id) from drivers) as driver_companies,
              (select array_agg(id order by id) from places) as places,
              (select array_agg(locality order by id) from places) as localities
     )
     insert into trips (reference, token, status, agent_user_id, agency_id, company_id, driver_id, vehicle_type_id,
                        start_place_id, end_place_id, start_locality, end_locality, pickup_date, pickup_time, pickup_at,
                        passengers, customer_first_name, customer_last_name, customer_email, customer_phone,
                        distance_m, duration_s, ${priceColumns.join(', ')}, deposit_paid, deposit_paid_at, created_at, updated_at)
     select 'VZ-' || lpad(i::text, 7, '0'),
            md5(i::text) || substr(md5((i + 1)::text), 1, 11),
            x.status,
            ids.agents[1 + (i * 37) % array_length(ids.agents, 1)],
            ids.agent_agencies[1 + (i * 37) % array_length(ids.agents, 1)],
            case when x.assigned then ids.driver_companies[1 + (i * 13) % array_length(ids.drivers, 1)] end,
            case when x.assigned then ids.drivers[1 + (i * 13) % array_length(ids.drivers, 1)] end,
            1 + (i % 2) * 2,
            ids.places[1 + i % array_length(ids.places, 1)],
            ids.places[1 + (i * 7) % array_length(ids.places, 1)],
            ids.localities[1 + i % array_length(ids.places, 1)],
            ids.localities[1 + (i * 7) % array_length(ids.places, 1)],
            x.pickup_date, x.pickup_time, (x.pickup_date + x.pickup_time) at time zone '${ZAGREB_TIME_ZONE}',
            1 + i % 3, 'First' || i % 5000, 'Last' || i % 7000, 'customer' || i % 40000 || '@example.com', '',
            20000 + i % 300000, 1200 + i % 20000,
            ${priceColumns.map((col) => `p.${col}`).join(', ')},
            x.assigned, case when x.assigned then (x.pickup_date - 20)::timestamptz end,
            (x.pickup_date - (i % 60))::timestamptz, (x.pickup_date - (i % 60))::timestamptz
     from ids, generate_series(1, $1::int) i
     join bench_prices p on p.k = i % ${PRICE_VARIANTS}
     cross join lateral (
       select s.status, s.status in ('confirmed', 'completed', 'no_show') as assigned,
              date '2023-01-01' + ((i::bigint * 104729) % 1461)::int as pickup_date,
              make_time(5 + i % 18, ((i / 18) % 4) * 15, 0) as pickup_time
       from (select ((array['draft', 'pending_payment', 'confirmed', 'confirmed', 'confirmed', 'completed', 'completed',
                            'completed', 'canceled', 'no_show'])[1 + (i::bigint * 7919) % 10])::trip_status as status) s
     ) x`,
    [count],
  );
  await c.query('alter table trips enable trigger all');
  for (const index of indexes) await c.query(index.indexdef);
  // The load ran with the rollup triggers off too (ADR 0027): rebuild the rollups from the trips.
  await c.query('select refresh_trip_rollups()');
  await c.query('vacuum analyze trips');
  await c.query('analyze');
}

/** Creates (or reuses) the bench database, migrated and seeded; returns its URL. */
export async function prepareBenchDatabase(
  serverUrl: string,
  options: { trips: number; reuse: string | null },
  log: (line: string) => void,
): Promise<{ name: string; url: string }> {
  if (options.reuse) {
    const url = databaseUrl(serverUrl, options.reuse);
    await migrateBenchDatabase(url);
    await withClient(url, (c) => c.query('vacuum analyze trips'));
    log(`Reusing database ${options.reuse} (migrated, analysed).`);
    return { name: options.reuse, url };
  }
  const name = await createBenchDatabase(serverUrl);
  const url = databaseUrl(serverUrl, name);
  const started = Date.now();
  await migrateBenchDatabase(url);
  await seedPeopleAndCatalogue(url);
  await withClient(url, async (c) => {
    await seedTrips(c, options.trips);
    // The seed leaves a gigabyte of dirty pages that the kernel writes out half a minute later,
    // in bursts of 240 MB/s that held every commit's fsync up in the middle of a measurement
    // (vmstat, docs/performance.md): written out now, before anything is measured.
    await c.query('checkpoint');
  });
  log(`Seeded ${options.trips.toLocaleString('en')} trips into ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return { name, url };
}

/**
 * An embedded database (PGlite) in `dataDir/pglite`, migrated and loaded the same way as the
 * PostgreSQL one (the same SQL runs on both), for the server to open with DATA_DIR=`dataDir`.
 */
export async function prepareBenchPglite(dataDir: string, trips: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (handle.connection.kind !== 'pglite') throw new Error('expected the embedded database');
    const client = handle.connection.client;
    await insertDemoCatalogue(handle.db);
    await seedPeople(client);
    await seedTrips(client, trips);
  } finally {
    await handle.close();
  }
  log(`Seeded ${trips.toLocaleString('en')} trips into an embedded database in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
