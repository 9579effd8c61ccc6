import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/platform/db/database.ts';
import type { CardProcessor } from '../src/platform/payments/card-processor.ts';
import { createJobQueue, type JobQueue } from '../src/platform/jobs/job-queue.ts';
import { createSmtpDelivery, type SmtpDelivery, type SmtpDeliveryOptions } from '../src/platform/mail/mail-delivery.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  db: Database;
  /** A fresh temporary directory for this app's uploads, deleted on close. */
  uploadsDir: string;
  /** The running mail delivery when the test asked for one (`mail`). */
  mail: SmtpDelivery | null;
  /** The running job queue when the test asked for one (`mail` or `jobs`). */
  jobs: JobQueue | null;
  close(): Promise<void>;
}

/** Sending e-mail through SMTP with the job queue, started with the app and stopped before the database closes. */
export type TestMailOptions = Omit<SmtpDeliveryOptions, 'db' | 'jobs' | 'publicUrl'>;

/** The real app on a fresh database, no web build, no logging. */
export async function buildTestApp(
  options: {
    now?: () => Date;
    /** Builds the card processor on the test database (default: the app's test processor). */
    cardProcessor?: (db: Database) => CardProcessor;
    /** Start the job queue and send mail through this SMTP server (default: none, no background timers). */
    mail?: TestMailOptions;
    /** Start the job queue (without mail) and hand it to the app, for readiness and queue metrics. */
    jobs?: boolean;
  } & Pick<AppDeps, 'routePlanner' | 'placeSearch' | 'actorCacheMs' | 'publicUrl' | 'logger' | 'apiDocs' | 'webDistDir' | 'metricsToken' | 'trustProxy'> = {},
): Promise<TestContext> {
  const handle = await createTestDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-test-uploads-'));
  const jobs = options.mail || options.jobs ? createJobQueue(handle.connection) : null;
  const mail =
    jobs && options.mail
      ? createSmtpDelivery({ db: handle.db, jobs, publicUrl: options.publicUrl ?? 'http://localhost:3000', ...options.mail })
      : null;
  const app = await buildApp({
    db: handle.db,
    webDistDir: options.webDistDir ?? null,
    uploadsDir,
    logger: options.logger ?? { level: 'error' },
    ...(options.now ? { now: options.now } : {}),
    ...(options.routePlanner ? { routePlanner: options.routePlanner } : {}),
    ...(options.placeSearch ? { placeSearch: options.placeSearch } : {}),
    ...(options.cardProcessor ? { cardProcessor: options.cardProcessor(handle.db) } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(mail ? { mail } : {}),
    ...(options.apiDocs ? { apiDocs: options.apiDocs } : {}),
    ...(jobs ? { jobs } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    // Off by default: tests change users and sessions in the database and expect it seen at once.
    actorCacheMs: options.actorCacheMs ?? 0,
  });
  await app.ready();
  await jobs?.start(app.log);
  await mail?.start(app.log);
  return {
    app,
    db: handle.db,
    uploadsDir,
    mail,
    jobs,
    async close() {
      await app.close();
      await mail?.stop();
      await jobs?.stop();
      await handle.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
