// Why this file exists: the benchmark's knobs (database server, size, load) in one place, read from the environment.

/** What the bench can measure; BENCH_SCENARIOS=stats,public runs only those (default: all). */
export const BENCH_SCENARIOS = ['list', 'quote', 'stats', 'deep', 'public', 'mixed', 'embedded'] as const;
export type BenchScenario = (typeof BENCH_SCENARIOS)[number];

export interface BenchConfig {
  scenarios: ReadonlySet<BenchScenario>;
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
  /** Connections of the mixed load (list, stats, public page, quote) on PostgreSQL. */
  mixedConnections: number[];
  /**
   * The mixed load is also measured paced: the largest of `mixedConnections` sending this many
   * requests per second in all (0: not measured), ADR 0032.
   */
  mixedPacedRate: number;
  /** The embedded database holds fewer trips: it is loaded through WebAssembly, and meant for one small office. */
  embeddedTrips: number;
  embeddedConnections: number;
  appPort: number;
  floorPort: number;
  embeddedPort: number;
}

const int = (value: string | undefined, fallback: number) => (value ? Number.parseInt(value, 10) : fallback);

function scenariosOf(value: string | undefined): ReadonlySet<BenchScenario> {
  if (!value) return new Set(BENCH_SCENARIOS);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_SCENARIOS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')}; choose from ${BENCH_SCENARIOS.join(', ')}`);
  return new Set(names as BenchScenario[]);
}

export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  return {
    scenarios: scenariosOf(env['BENCH_SCENARIOS']),
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
    mixedConnections: (env['BENCH_MIXED_CONNECTIONS'] || '50,200').split(',').map((n) => Number.parseInt(n, 10)),
    mixedPacedRate: int(env['BENCH_MIXED_RATE'], 200),
    embeddedTrips: int(env['BENCH_EMBEDDED_TRIPS'], 100_000),
    embeddedConnections: int(env['BENCH_EMBEDDED_CONNECTIONS'], 50),
    embeddedPort: int(env['BENCH_EMBEDDED_PORT'], 3952),
  };
}

/** The URL of database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
