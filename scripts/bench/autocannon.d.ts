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
  /** A run: its result when it ends, and its answers and errors as they come. */
  export interface AutocannonRun extends Promise<AutocannonResult> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }
  export default function autocannon(options: AutocannonOptions): AutocannonRun;
}
