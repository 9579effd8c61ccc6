// Why this file exists: one autocannon run reduced to the figures the benchmark prints (throughput and latency).
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  /** What the errors were: "12 timeouts, 3 × 429"; empty without errors. */
  errorKinds: string;
}

/**
 * A warm-up run (discarded), then the measured run. Any error or non-2xx answer fails the
 * benchmark, unless `countErrors`: a load meant to find where the server gives way reports them.
 */
export async function measure(
  options: Omit<AutocannonOptions, 'duration' | 'connections'>,
  load: { connections: number; durationSeconds: number; warmupSeconds: number; countErrors?: boolean },
): Promise<Measurement> {
  if (load.warmupSeconds > 0) await autocannon({ ...options, connections: load.connections, duration: load.warmupSeconds });
  const result = await autocannon({ ...options, connections: load.connections, duration: load.durationSeconds });
  // autocannon's `errors` already include its `timeouts`.
  const errors = result.errors + result.non2xx;
  if (errors > 0 && !load.countErrors) throw new Error(`${options.method ?? 'GET'} ${options.url}: ${errors} failed requests`);
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors,
    errorKinds: errorKindsOf(result),
  };
}

function errorKindsOf(result: AutocannonResult): string {
  const kinds = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count} × ${status}`);
  if (result.timeouts > 0) kinds.unshift(`${result.timeouts} timeouts`);
  if (result.errors - result.timeouts > 0) kinds.unshift(`${result.errors - result.timeouts} connection errors`);
  return kinds.join(', ');
}

/** The mean of several measurements of one target. */
export function meanOf(runs: Measurement[]): Measurement {
  const mean = (pick: (m: Measurement) => number) => runs.reduce((sum, m) => sum + pick(m), 0) / runs.length;
  return {
    requestsPerSecond: mean((m) => m.requestsPerSecond),
    latencyP50Ms: mean((m) => m.latencyP50Ms),
    latencyP99Ms: mean((m) => m.latencyP99Ms),
    errors: runs.reduce((sum, m) => sum + m.errors, 0),
    errorKinds: runs.map((m) => m.errorKinds).filter(Boolean).join('; '),
  };
}
