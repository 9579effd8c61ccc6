import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { SERVER_ROOT } from '../../server-root.ts';

/** Where the worker's source is, and where scripts/build-server.mjs writes it (outbase src/). */
const WORKER_SOURCE = 'src/platform/db/pglite-thread/pglite-worker.ts';
const WORKER_BUILT = 'dist/platform/db/pglite-thread/pglite-worker.js';

/**
 * The worker's packages, loaded before tsx's loader is registered: through it, every one of their
 * hundreds of modules crossed to tsx's loader thread and back, which made the worker start a second
 * slower (a second for each test file's database). Loaded first, they are in the module cache when
 * the worker's source imports them. A package missing here still loads, only slower.
 */
const PRELOADED_PACKAGES = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'];

/**
 * Starts the embedded database's worker from wherever this code runs: bundled in server/dist/
 * (main.js or cli/*.js), the built worker beside them; from TypeScript source (tsx, vitest), the
 * worker's source through tsx. Node 20 loads no TypeScript in a Worker by itself, and `--import tsx`
 * in its execArgv does not reach the worker's entry module, so a few lines of JavaScript register
 * tsx's loader inside the worker first and then import the source.
 */
export function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(path.join(SERVER_ROOT, WORKER_BUILT), options);
  // Resolved here, since the evaluated script has no folder of its own to resolve from.
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const packages = PRELOADED_PACKAGES.map((name) => import.meta.resolve(name));
  const source = pathToFileURL(path.join(SERVER_ROOT, WORKER_SOURCE)).href;
  const bootstrap = `Promise.all(${JSON.stringify(packages)}.map((url) => import(url)))
    .then(() => import(${JSON.stringify(tsxApi)}))
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
