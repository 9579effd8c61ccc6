// Why this file exists: autocannon runs reduced to the figures the benchmark prints (throughput and latency).
import { setTimeout as delay } from 'node:timers/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon, { type AutocannonOptions, type AutocannonRequest, type AutocannonResult } from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  /** What the errors were: "12 timeouts, 3 × 429"; empty without errors. */
  errorKinds: string;
  /**
   * The longest the bench's own process was held up while measuring (paced runs): an answer that
   * arrived then was timed that much too slow, so a p99 near it is the bench's, not the server's.
   */
  benchPauseMaxMs?: number;
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
  return measurementOf(result, result.requests.average, `${options.method ?? 'GET'} ${options.url}`, load.countErrors);
}

/** A run's figures; its errors fail the benchmark unless `countErrors`. `also` names anything else amiss. */
function measurementOf(result: AutocannonResult, requestsPerSecond: number, target: string, countErrors = false, also = ''): Measurement {
  // autocannon's `errors` already include its `timeouts`.
  const errors = result.errors + result.non2xx;
  failUnlessCounted(target, errors, countErrors);
  return {
    requestsPerSecond,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors,
    errorKinds: [also, errorKindsOf(result)].filter(Boolean).join(', '),
  };
}

/**
 * `connections` people asking `overallRate` times a second in all, each at their own moment of the
 * second. autocannon's own `overallRate` starts every connection's one-second timer at the same
 * instant, so all of them send together and the whole second's requests arrive as one burst: the
 * last waits for all the others, and the p99 measures the burst, not the server (ADR 0034). Here
 * each connection is its own autocannon run at its share of the rate, started at a random moment
 * within its first interval.
 *
 * Each run lasts the warm-up and the measurement together, and only the answers after the warm-up
 * count (ADR 0035). Starting a fresh set of runs for the measurement, as this did until 2026-11-26,
 * made the bench pause itself just as measuring began: each autocannon run allocates three
 * WebAssembly histograms (~1 MB for its latencies alone), so 200 new runs, while V8 collected the
 * 200 that had ended, held this process up 400–700 ms, and the answers that arrived meanwhile were
 * timed as slow. The longest pause of this process while measuring is reported with the figures.
 *
 * The latencies are recorded as measured. autocannon's correction for coordinated omission assumes
 * 1 ms between a paced connection's requests (`Math.ceil(1 / rate)`, where a second was meant), so
 * a 300 ms answer was recorded 300 times (299, 298 … 1 ms), and the slow answers outweighed the
 * fast ones a hundredfold. What that correction is for, a slow answer holding back the requests
 * behind it, shows here as a rate below the pace: then the run says so.
 */
export async function measurePaced(
  options: Omit<AutocannonOptions, 'duration' | 'connections'>,
  load: { connections: number; durationSeconds: number; warmupSeconds: number; overallRate: number; countErrors?: boolean },
): Promise<Measurement> {
  const perConnection = load.overallRate / load.connections;
  if (!Number.isInteger(perConnection) || perConnection < 1) {
    throw new Error(`a paced rate of ${load.overallRate} req/s must be a whole number of requests a second for each of ${load.connections} connections`);
  }
  const intervalMs = 1000 / perConnection;
  // With a mix, connection i starts at its i-th request, so that at any moment people are at
  // different steps of it, not all on the trips list in one second and all quoting in another.
  const startingAt = (i: number, requests: AutocannonRequest[]) => [...requests.slice(i % requests.length), ...requests.slice(0, i % requests.length)];
  const answers = new PacedAnswers();
  const benchPauses = monitorEventLoopDelay({ resolution: 10 });
  const runs = Promise.all(
    Array.from({ length: load.connections }, async (_, i) => {
      await delay(Math.random() * intervalMs);
      const run = autocannon({
        ...options,
        ...(options.requests ? { requests: startingAt(i, options.requests) } : {}),
        connections: 1,
        connectionRate: perConnection,
        duration: load.warmupSeconds + load.durationSeconds,
        ignoreCoordinatedOmission: true,
      });
      run.on('response', (_client, statusCode, _bytes, responseTimeMs) => answers.answered(statusCode, responseTimeMs));
      run.on('reqError', (error) => answers.failed(error));
      return run;
    }),
  );
  await delay(load.warmupSeconds * 1000);
  answers.measuring = true;
  benchPauses.enable();
  await delay(load.durationSeconds * 1000);
  answers.measuring = false;
  benchPauses.disable();
  await runs;
  const requestsPerSecond = answers.latenciesMs.length / load.durationSeconds;
  const errors = answers.non2xx + answers.errors;
  failUnlessCounted(`${options.method ?? 'GET'} ${options.url}`, errors, load.countErrors);
  return {
    requestsPerSecond,
    latencyP50Ms: percentile(answers.latenciesMs, 50),
    latencyP99Ms: percentile(answers.latenciesMs, 99),
    errors,
    errorKinds: [offPace(requestsPerSecond, load.overallRate), answers.errorKinds()].filter(Boolean).join(', '),
    benchPauseMaxMs: benchPauses.max / 1e6,
  };
}

/**
 * Whether a paced run's answers kept to the pace. Fewer: slow answers held back the requests behind
 * them. More: the server was still working off a queue from before the measurement began (answers
 * owed from the warm-up, or from a run before it), so the latencies measured that queue too.
 */
function offPace(requestsPerSecond: number, overallRate: number): string {
  const answered = `${Math.round(requestsPerSecond)} of ${overallRate} req/s`;
  if (requestsPerSecond < 0.95 * overallRate) return `fell behind the pace (${answered})`;
  if (requestsPerSecond > 1.05 * overallRate) return `answered ahead of the pace (${answered}): a queue from before was being worked off`;
  return '';
}

/** Errors or non-2xx answers fail the benchmark, unless a load meant to find where the server gives way counts them. */
function failUnlessCounted(target: string, errors: number, countErrors = false): void {
  if (errors > 0 && !countErrors) throw new Error(`${target}: ${errors} failed requests`);
}

/** The answers of a paced run while it is measured: their latencies, non-2xx statuses and errors. */
class PacedAnswers {
  measuring = false;
  readonly latenciesMs: number[] = [];
  non2xx = 0;
  errors = 0;
  private readonly kinds = new Map<string, number>();

  answered(statusCode: number, responseTimeMs: number): void {
    if (!this.measuring) return;
    this.latenciesMs.push(responseTimeMs);
    if (statusCode < 200 || statusCode > 299) {
      this.non2xx++;
      this.count(`× ${statusCode}`);
    }
  }

  failed(error: Error): void {
    if (!this.measuring) return;
    this.errors++;
    this.count(error.message === 'request timed out' ? 'timeouts' : 'connection errors');
  }

  errorKinds(): string {
    return [...this.kinds].map(([kind, count]) => `${count} ${kind}`).join(', ');
  }

  private count(kind: string): void {
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }
}

/** The `p`th percentile of some thousands of latencies, as autocannon reports it: the value at or below which p % of them fall. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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
