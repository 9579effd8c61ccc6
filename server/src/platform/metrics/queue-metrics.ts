import type PgBoss from 'pg-boss';
import { Gauge, type Registry } from 'prom-client';
import type { ServiceLog } from '../log.ts';

export interface QueueDepth {
  queue: string;
  /** Waiting to run: new, delayed, or waiting for a retry. */
  queued: number;
  /** Taken by a worker and not finished yet. */
  active: number;
}

/**
 * Each queue's waiting and running jobs, through pg-boss's own API: `getQueueSize(name)` counts the
 * jobs before the `active` state (created, retry), and with `before: 'completed'` the active ones too.
 */
export async function readQueueDepths(boss: PgBoss): Promise<QueueDepth[]> {
  const queues = await boss.getQueues();
  return Promise.all(
    queues.map(async ({ name }) => {
      const [queued, unfinished] = await Promise.all([boss.getQueueSize(name), boss.getQueueSize(name, { before: 'completed' })]);
      // Two counts, two moments: a job that started in between must not make `active` negative.
      return { queue: name, queued, active: Math.max(0, unfinished - queued) };
    }),
  );
}

/**
 * The job queue's depth, read from the database when Prometheus scrapes (not kept in memory): the
 * jobs live in the shared database, so every process reports the same numbers (aggregate with max,
 * not sum). When the database cannot be read the series are left out and the reason logged, so the
 * scrape of this process's own metrics still succeeds; the readiness check reports the database.
 */
export function registerQueueMetrics(registry: Registry, boss: PgBoss, log: ServiceLog): void {
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs per pg-boss queue: state="queued" waiting to run (new, delayed or retrying), state="active" running.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const depth of await readQueueDepths(boss)) {
          this.set({ queue: depth.queue, state: 'queued' }, depth.queued);
          this.set({ queue: depth.queue, state: 'active' }, depth.active);
        }
      } catch (error) {
        log.warn({ err: error }, 'could not read the job queue depth for metrics');
      }
    },
  });
}
