// Compiles the server to JavaScript in server/dist/, so production starts with `node` and no TypeScript at run time.
// One bundle per entry point (the server and its commands). The workspace package @vozimo/contract
// is TypeScript source and goes inside the bundles; every package from node_modules stays outside,
// loaded by node as installed (native modules, WebAssembly and data files need their own folders).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
export const SERVER_ENTRY_POINTS = ['src/main.ts', 'src/cli/create-user.ts', 'src/cli/migrate.ts'];

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
  rmSync(outdir, { recursive: true, force: true });
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
    keepNames: true,
    plugins: [keepNodeModulesOutside],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.info(`Built the server into server/dist/ in ${Math.round(performance.now() - started)} ms.`);
}
