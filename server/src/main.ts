import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data.ts';
import { DataDirLockedError } from './platform/db/lock-file.ts';
import { openDatabase } from './platform/db/open-database.ts';
import { createMapsServices, describeMapsServices } from './platform/maps/create-maps-services.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );

  if (config.seedDemoData && (await isDatabaseEmpty(handle.db))) {
    await seedDemoData(handle.db, new Date());
    console.info('Seeded the demo data (demo accounts use the password demo12345).');
  }

  const app = await buildApp({
    db: handle.db,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    logger: { level: config.logLevel },
    ...createMapsServices(config),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests and closing the database`);
    try {
      await app.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  app.log.info(`Vozimo is running on http://localhost:${config.port} with ${where}`);
  app.log.info(`Maps: ${describeMapsServices(config)}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\nVozimo cannot start: ${error.message}\n`);
  } else {
    console.error('Vozimo failed to start:', error);
  }
  process.exit(1);
});
