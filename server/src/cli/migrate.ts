// npm run db:migrate
// Brings the database of the current settings (DATABASE_URL, or DATA_DIR for the embedded one) up to
// the committed migrations, as a deploy step of its own. The server does the same at every start,
// under the same advisory lock (platform/db/open-database.ts), so running both, or several servers at once, is safe.
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../platform/db/lock-file.ts';
import { openDatabase } from '../platform/db/open-database.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await handle.close();
  console.info(`The database is up to date (${config.databaseUrl ? 'PostgreSQL' : `embedded, in ${config.dataDir}`}).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`db:migrate: ${error.message}`);
    else if (error instanceof DataDirLockedError) console.error(`db:migrate: ${error.message} Stop the server first, or run it with DATABASE_URL.`);
    else console.error('db:migrate failed:', error);
    process.exit(1);
  },
);
