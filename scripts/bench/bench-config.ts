// Why this file exists: the benchmark's knobs (database server, size, load) in one place, read from the environment.

export interface BenchConfig {
  /** A PostgreSQL server on which the benchmark creates, and afterwards drops, its own database. */
  serverUrl: string;
  trips: number;
  /** Seconds of load per measurement, after a warm-up of `warmupSeconds`. */
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Endpoint and floor are measured alternately this many times each; the figures are the means. */
  rounds: number;
  /** The month the trips query asks for (the seeded trips spread over 2023–2026). */
  month: string;
  /** Keep the seeded database afterwards (and reuse it with BENCH_DATABASE=<name>) while tuning indexes. */
  keepDatabase: boolean;
  reuseDatabase: string | null;
  appPort: number;
  floorPort: number;
}

const int = (value: string | undefined, fallback: number) => (value ? Number.parseInt(value, 10) : fallback);

export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  return {
    serverUrl: env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres',
    trips: int(env['BENCH_TRIPS'], 1_000_000),
    durationSeconds: int(env['BENCH_DURATION'], 10),
    warmupSeconds: int(env['BENCH_WARMUP'], 3),
    connections: int(env['BENCH_CONNECTIONS'], 10),
    rounds: int(env['BENCH_ROUNDS'], 2),
    month: env['BENCH_MONTH'] || '2025-06',
    keepDatabase: env['BENCH_KEEP_DB'] === '1' || Boolean(env['BENCH_DATABASE']),
    reuseDatabase: env['BENCH_DATABASE'] || null,
    appPort: int(env['BENCH_APP_PORT'], 3950),
    floorPort: int(env['BENCH_FLOOR_PORT'], 3951),
  };
}

/** The URL of database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
