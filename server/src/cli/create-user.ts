// npm run create-user -- --staff --username petra --email petra@example.com [--first-name Petra] [--last-name Horvat]
// The first staff account of a fresh production database (README "First staff user"): created with
// a password nobody knows, and a single-use link, printed here, to choose one within a day.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../platform/db/lock-file.ts';
import { openDatabase } from '../platform/db/open-database.ts';
import { AccountExistsError } from '../modules/accounts/first-user.service.ts';
import { createFirstStaffUser } from './first-staff-user.ts';

const USAGE =
  'Usage: npm run create-user -- --staff --username <username> --email <address> [--first-name <name>] [--last-name <name>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      staff: { type: 'boolean', default: false },
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
    },
  });
  // Staff only: agents and drivers join by invitation, from the screens.
  if (!values.staff || !values.username || !values.email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const created = await createFirstStaffUser(handle.db, { publicUrl: config.publicUrl }, {
      username: values.username,
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.info(`Created the staff account ${values.username}.`);
    console.info(`Open this link to choose its password (it works once, until ${created.expiresAt.toISOString()}):`);
    console.info(created.link);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ZodError) {
      console.error(`create-user: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    } else if (error instanceof AccountExistsError || error instanceof ConfigError) {
      console.error(`create-user: ${error.message}`);
    } else if (error instanceof DataDirLockedError) {
      console.error(`create-user: ${error.message} Stop the server first, or run the command with DATABASE_URL.`);
    } else {
      console.error('create-user failed:', error);
    }
    process.exit(1);
  },
);
