import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../db/database.ts';
import { isDeadlock } from '../db/unique-violation.ts';
import { pgliteSqlExecutor } from './pglite-sql-executor.ts';

/** Where the queue reports its own trouble (lost connection, failed maintenance): pino's shape. */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobQueue {
  /** The pg-boss instance: areas create their queues and workers on it after start(). */
  readonly boss: PgBoss;
  /** True from a successful start() until stop() begins: the readiness check asks it. */
  readonly running: boolean;
  start(log: JobLog): Promise<void>;
  /** Creates the queue unless it exists, safely when several processes start together; after start(). */
  ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`), then stops; call it before the database closes. */
  stop(timeoutMs?: number): Promise<void>;
}

/** A deadlock aborts one of the processes creating a queue; the next attempt finds it made. */
const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * Background jobs in the app's own database with pg-boss (its tables live in the `pgboss`
 * schema): on PostgreSQL through its own small pool, on the embedded database through the one
 * PGlite client. A job is created in the same database as the data it is about, survives a restart,
 * and is retried with back-off when it fails (docs/email.md).
 */
export function createJobQueue(connection: DatabaseConnection): JobQueue {
  const boss = new PgBoss({
    ...(connection.kind === 'pglite'
      ? { db: pgliteSqlExecutor(connection.client) }
      : { connectionString: connection.url, max: 3, application_name: 'vozimo-jobs' }),
    // No cron schedules: periodic work (the mail sweep) runs on a timer in each process, so the
    // queue needs no clock monitor polling the database.
    schedule: false,
    // A job that ran out of retries leaves the job table after an hour, so the same work can be
    // queued again under its stable id (stable-job-id.ts) by whoever still finds it pending.
    archiveFailedAfterSeconds: 3600,
  });
  let started = false;

  return {
    boss,
    get running() {
      return started;
    },
    async start(log) {
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      started = true;
    },
    async ensureQueue(name, options) {
      // pg-boss's create_queue inserts the queue's row and then adds a foreign key to the queue
      // table in one transaction; two processes creating the same queue at once on an empty
      // database can deadlock there, and PostgreSQL aborts one of them (seen when two servers
      // started together). The aborted one created nothing; trying again finds the other's queue
      // (the insert is ON CONFLICT DO NOTHING) and returns.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name, { ...options, name });
          return;
        } catch (error) {
          if (!isDeadlock(error) || attempt >= QUEUE_CREATION_ATTEMPTS) throw error;
          await sleep(50 * attempt + Math.random() * 50);
        }
      }
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
