// Why this file exists: autocannon ships no TypeScript types; these are the parts the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers per HTTP status, e.g. { '200': { count: 100 } }. */
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }
  /** A run's result as `skipAggregateResult` leaves it, for `aggregateResult` to merge. */
  export interface AutocannonRawResult {
    readonly raw: unique symbol;
  }
  /** One request of a mix: each connection sends the list in turn, over and over. */
  export interface AutocannonRequest {
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface AutocannonOptions {
    url: string;
    requests?: AutocannonRequest[];
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests per second from each connection. */
    connectionRate?: number;
    /** Record latencies as measured, without autocannon's correction for coordinated omission. */
    ignoreCoordinatedOmission?: boolean;
  }
  export default function autocannon(options: AutocannonOptions & { skipAggregateResult: true }): Promise<AutocannonRawResult>;
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  /** Merges runs made with `skipAggregateResult` into one result, their latencies in one histogram. */
  export function aggregateResult(
    results: AutocannonRawResult[],
    options: { url: string; connections: number },
  ): AutocannonResult & { latency: { totalCount: number } };
}
