// Compiles the server to JavaScript in server/dist/, so production starts with `node` and no TypeScript at run time.
// One bundle per entry point (the server and its commands). The workspace package @vozimo/contract
// is TypeScript source and goes inside the bundles; every package from node_modules stays outside,
// loaded by node as installed (native modules, WebAssembly and data files need their own folders).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
// The embedded database's worker is an entry of its own: a Worker starts from a file
// (server/src/platform/db/pglite-thread/worker-script.ts names where this one lands).
export const SERVER_ENTRY_POINTS = [
  'src/main.ts',
  'src/cli/create-user.ts',
  'src/cli/migrate.ts',
  'src/cli/write-empty-cluster.ts',
  'src/platform/db/pglite-thread/pglite-worker.ts',
];

/**
 * The embedded database's empty cluster (server/src/platform/db/empty-cluster.ts names it) survives a
 * rebuild: it depends only on PGlite's version, which its name holds, and takes seconds to make.
 */
const KEPT_ACROSS_BUILDS = /^pglite-.+-empty-cluster$/;

function emptyOutdir(outdir) {
  if (!existsSync(outdir)) return;
  for (const name of readdirSync(outdir)) if (!KEPT_ACROSS_BUILDS.test(name)) rmSync(path.join(outdir, name), { recursive: true, force: true });
}

/**
 * A first start of the embedded database copies this cluster instead of running initdb in the server
 * (ADR 0030). Made in a child process: PGlite's initdb takes hundreds of MB, which the build need not hold.
 */
function writeEmptyCluster(outdir) {
  const result = spawnSync(process.execPath, [path.join(outdir, 'cli/write-empty-cluster.js')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Writing the embedded database's empty cluster failed (exit ${result.status ?? result.signal}).`);
}

/** Bare imports (`pg`, `fastify/…`) stay imports of node_modules, except the workspace's own packages. */
const keepNodeModulesOutside = {
  name: 'keep-node-modules-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vozimo/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const outdir = path.join(serverDir, 'dist');
  emptyOutdir(outdir);
  await build({
    absWorkingDir: serverDir,
    entryPoints: SERVER_ENTRY_POINTS,
    outbase: 'src',
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Fastify and pino log the names of functions; keep them readable.
    keepNames: false,
    plugins: [keepNodeModulesOutside],
    logLevel: 'warning',
  });
  writeEmptyCluster(outdir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.info(`Built the server into server/dist/ in ${Math.round(performance.now() - started)} ms.`);
}
