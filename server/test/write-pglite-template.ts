// Run by database-templates.ts in a process of its own: migrates an in-memory embedded database and
// writes its dump to the file named by the first argument (whole or not at all).
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../src/platform/db/open-database.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: write-pglite-template.ts <file>');
const pg = await PGlite.create();
await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS_FOLDER });
const dump = await pg.dumpDataDir('none');
await pg.close();
const unfinished = `${file}.${process.pid}.partial`;
try {
  writeFileSync(unfinished, Buffer.from(await dump.arrayBuffer()));
  renameSync(unfinished, file);
} finally {
  rmSync(unfinished, { force: true });
}
