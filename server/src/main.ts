import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { DataDirLockedError } from './platform/db/lock-file.ts';
import { openDatabase } from './platform/db/open-database.ts';
import { loggerOptions } from './platform/log-options.ts';
import { createMapsServices, describeMapsServices } from './platform/maps/create-maps-services.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createSmtpDelivery, describeMailDelivery, outboxOnlyDelivery } from './platform/mail/mail-delivery.ts';
import { createLinksInConsoleDelivery, printsLinksInConsole } from './platform/mail/links-in-console.ts';
import { createCardProcessor, describeCardProcessor } from './platform/payments/create-card-processor.ts';
import { createUploadStorage } from './platform/uploads/upload-storage.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir, onLost: exitWithoutDatabase },
  );

  // Looks for an empty database under a lock of its own, so of several processes starting together one seeds.
  if (config.seedDemoData && (await seedDemoData(handle.db, new Date(), createUploadStorage(path.join(config.dataDir, 'uploads'))))) {
    console.info('Seeded the demo data (demo accounts use the password demo12345).');
  }

  const jobs = createJobQueue(handle.connection);
  // Without SMTP_URL nothing is sent: messages stay in the outbox, where staff read them without
  // their secret links; on a developer's machine the links are printed to the console (ADR 0042).
  const smtp = config.smtpUrl
    ? createSmtpDelivery({ db: handle.db, jobs, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, publicUrl: config.publicUrl })
    : null;
  const linksInConsole = printsLinksInConsole(config);

  const app = await buildApp({
    db: handle.db,
    // Each process hears the others' sign-outs and overrides through the database (ADR 0025).
    databaseConnection: handle.connection,
    mail: smtp ?? (linksInConsole ? createLinksInConsoleDelivery(handle.db) : outboxOnlyDelivery),
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    logger: loggerOptions(config.logLevel),
    ...createMapsServices(config),
    cardProcessor: createCardProcessor(config, { db: handle.db }),
    publicUrl: config.publicUrl,
    periodicSweeps: true,
    apiDocs: config.nodeEnv === 'production' ? 'staff' : 'public',
    jobs,
    metricsToken: config.metricsToken,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests and closing the database`);
    try {
      await app.close();
      // Jobs finish and stop before the database they run in closes.
      await smtp?.stop();
      await jobs.stop();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await jobs.start(app.log);
    await smtp?.start(app.log);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await smtp?.stop();
    await jobs.stop();
    await handle.close();
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  app.log.info(`Vozimo is running on http://localhost:${config.port} with ${where}`);
  app.log.info(`Maps: ${describeMapsServices(config)}`);
  app.log.info(`Mail: ${describeMailDelivery(config.smtpUrl, linksInConsole)}`);
  app.log.info(`Card payments: ${describeCardProcessor(config)}`);
}

/**
 * The embedded database's thread died: every request would fail from now on, and readiness alone
 * would keep a broken process running. Exiting lets whatever supervises the server start it again.
 */
function exitWithoutDatabase(error: Error): void {
  console.error('Vozimo lost its embedded database and stops:', error);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\nVozimo cannot start: ${error.message}\n`);
  } else {
    console.error('Vozimo failed to start:', error);
  }
  process.exit(1);
});
