// Run by `npm run build:server` (scripts/build-server.mjs), in a process of its own, after compiling:
// writes the embedded database's empty cluster into server/dist/ (platform/db/empty-cluster.ts), so
// that a first start copies it instead of running initdb in the server's process (ADR 0030). A cluster
// of this PGlite version already there is kept (making one takes seconds); other versions' and unfinished
// ones are removed.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { emptyClusterDir, writeEmptyCluster } from '../platform/db/empty-cluster.ts';

async function main(): Promise<void> {
  const dir = emptyClusterDir();
  const parent = path.dirname(dir);
  for (const name of readdirSync(parent)) {
    if (/^pglite-.+-empty-cluster/.test(name) && name !== path.basename(dir)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  if (existsSync(dir)) {
    console.info(`Kept the embedded database's empty cluster (server/dist/${path.basename(dir)}).`);
    return;
  }
  const started = performance.now();
  await writeEmptyCluster(dir);
  console.info(`Wrote the embedded database's empty cluster (server/dist/${path.basename(dir)}) in ${Math.round(performance.now() - started)} ms.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Writing the embedded database’s empty cluster failed:', error);
    process.exit(1);
  },
);
