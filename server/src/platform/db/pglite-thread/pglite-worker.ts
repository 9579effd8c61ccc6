// The embedded database's own thread (ADR 0036): PGlite, PostgreSQL compiled to WebAssembly,
// runs its statements synchronously on whichever thread holds it. Here it holds this worker, so
// PostgreSQL's work runs on another core than the app's JavaScript. The main thread talks to it
// through pglite-thread-client.ts.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteWorkerData, StatementOptions, ThreadMessage, ThreadRequest } from './protocol.ts';
import { PreparedStatements } from './prepared-statements.ts';
import { serializeError } from './thread-errors.ts';

/** Rejects a held transaction when the main thread's callback threw, so PGlite rolls it back. */
const ROLLED_BACK = Symbol('rolled back by the main thread');

interface HeldTransaction {
  tx: Transaction;
  end(commit: boolean): void;
}

const port = parentPort!;
const { dataDir, initialDump, extraStartParams, migrationsFolder } = workerData as PgliteWorkerData;
const transactions = new Map<number, HeldTransaction>();
const unlisteners = new Map<number, () => Promise<void>>();

function post(message: ThreadMessage): void {
  try {
    port.postMessage(message);
  } catch (error) {
    // A value structured clone cannot carry: the caller gets the reason instead of waiting forever.
    if (message.type === 'result') port.postMessage({ type: 'error', id: message.id, error: serializeError(error) } satisfies ThreadMessage);
    else throw error;
  }
}

/**
 * PGlite's options for the main thread's `exec`. Parsers are functions, which cannot cross threads;
 * the only caller that passes them is Drizzle, and every one of its parsers returns the text as it
 * came (timestamps, dates, intervals and their arrays, which Drizzle maps itself). So the OIDs come
 * across and the same parsers are installed here, the ones `query` reads its rows with.
 */
function execOptions(statements: PreparedStatements, options: StatementOptions) {
  const { rowMode, textTypeOids } = options;
  const parsers = textTypeOids && textTypeOids.length > 0 ? statements.parsersKeepingText(textTypeOids) : undefined;
  return { ...(rowMode ? { rowMode } : {}), ...(parsers ? { parsers } : {}) };
}

function target(pg: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pg;
  const held = transactions.get(txId);
  // PGlite's own words for a transaction used after it ended.
  if (!held) throw new Error('Transaction is closed');
  return held.tx;
}

function answer(id: number, work: () => Promise<unknown>): void {
  // Through a promise, so that a synchronous throw (a closed transaction) is answered too.
  new Promise((resolve) => resolve(work())).then(
    (value) => post({ type: 'result', id, value }),
    (error: unknown) => post({ type: 'error', id, error: serializeError(error) }),
  );
}

/**
 * Holds a PGlite transaction open while the main thread's callback runs: its statements arrive with
 * this txId, and `end-transaction` commits (resolves) or rolls back (rejects). PGlite's own mutex
 * makes every other statement wait meanwhile, as it did in one thread.
 */
function begin(pg: PGlite, id: number): void {
  pg.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(ROLLED_BACK)) });
        post({ type: 'transaction-open', id });
      }),
  ).then(
    () => post({ type: 'result', id, value: 'committed' }),
    (error: unknown) => {
      if (error === ROLLED_BACK) post({ type: 'result', id, value: 'rolled-back' });
      else post({ type: 'error', id, error: serializeError(error) });
    },
  );
}

function handle(pg: PGlite, statements: PreparedStatements, request: ThreadRequest): void {
  switch (request.op) {
    case 'query':
      answer(request.id, () => {
        const inTransaction = request.txId !== undefined;
        // Throws PGlite's own error for a transaction that has already ended.
        if (inTransaction) target(pg, request.txId);
        return statements.query(request.sql, request.params, request.options, inTransaction);
      });
      return;
    case 'exec':
      answer(request.id, () => target(pg, request.txId).exec(request.sql, execOptions(statements, request.options)));
      return;
    case 'begin':
      begin(pg, request.id);
      return;
    case 'end-transaction': {
      const held = transactions.get(request.txId);
      transactions.delete(request.txId);
      held?.end(request.commit);
      return;
    }
    case 'listen': {
      const listenerId = request.id;
      answer(listenerId, async () => {
        const unlisten = await pg.listen(request.channel, (payload) => post({ type: 'notification', listenerId, payload }));
        unlisteners.set(listenerId, unlisten);
      });
      return;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.listenerId);
      unlisteners.delete(request.listenerId);
      answer(request.id, async () => unlisten?.());
      return;
    }
    case 'close':
      answer(request.id, () => pg.close());
      return;
  }
}

async function open(): Promise<PGlite> {
  const options = { startParams: [...PGlite.defaultStartParams, ...extraStartParams] };
  const pg = dataDir
    ? new PGlite(dataDir, options)
    : new PGlite({ ...options, ...(initialDump ? { loadDataDir: new Blob([readFileSync(initialDump)]) } : {}) });
  try {
    await pg.waitReady;
    await migrate(drizzle(pg), { migrationsFolder });
    return pg;
  } catch (error) {
    await pg.close().catch(() => {});
    throw error;
  }
}

try {
  const pg = await open();
  const statements = new PreparedStatements(pg);
  port.on('message', (request: ThreadRequest) => handle(pg, statements, request));
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'start-failed', error: serializeError(error) });
}
