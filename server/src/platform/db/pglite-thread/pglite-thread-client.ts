import type { ParserOptions, Results } from '@electric-sql/pglite';
import type { Worker } from 'node:worker_threads';
import type { EmbeddedDatabaseClient, EmbeddedStatementOptions, EmbeddedStatements } from '../database.ts';
import type { PgliteWorkerData, StatementOptions, ThreadMessage, ThreadRequest } from './protocol.ts';
import { rebuildError } from './thread-errors.ts';
import { startWorker } from './worker-script.ts';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The start's answer (`ready` or `start-failed`) settles this request id. */
const START_ID = 0;

/**
 * The embedded database as the main thread sees it: PGlite's `query`, `exec`, `transaction` and
 * `listen`, each a message to the worker (pglite-worker.ts) that holds PGlite. PostgreSQL's work,
 * which in one thread took the core the app's JavaScript needs, runs there on the other core.
 * Statements keep PGlite's order and its one-at-a-time rule, which the worker's PGlite enforces.
 */
export class PgliteThreadClient implements EmbeddedDatabaseClient {
  readonly #worker: Worker;
  readonly #onLost: (error: Error) => void;
  readonly #pending = new Map<number, Pending>();
  readonly #openings = new Map<number, () => void>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #lastId = START_ID;
  #started = false;
  #closing: Promise<void> | null = null;
  /** Why nothing can be sent any more: the thread was closed or died. */
  #stopped: Error | null = null;
  #workerError: unknown;

  /**
   * Starts the worker, which opens PGlite and migrates it before answering. `onLost` hears of the
   * thread dying later, when every statement already failed and will fail: the database is gone.
   */
  static async start(data: PgliteWorkerData, onLost: (error: Error) => void = () => {}): Promise<PgliteThreadClient> {
    const client = new PgliteThreadClient(startWorker({ workerData: data }), onLost);
    await client.#waitUntilReady();
    return client;
  }

  private constructor(worker: Worker, onLost: (error: Error) => void) {
    this.#worker = worker;
    this.#onLost = onLost;
    worker.on('message', (message: ThreadMessage) => this.#receive(message));
    worker.on('error', (error) => {
      this.#workerError = error;
    });
    worker.on('exit', (code) => this.#exited(code));
  }

  async #waitUntilReady(): Promise<void> {
    const ready = new Promise((resolve, reject) => this.#pending.set(START_ID, { resolve, reject }));
    try {
      await ready;
    } catch (error) {
      await this.#worker.terminate();
      throw error;
    }
    this.#started = true;
    this.#idleCheck();
  }

  query<T>(sql: string, params: unknown[] = [], options?: EmbeddedStatementOptions): Promise<Results<T>> {
    return this.#statement<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: EmbeddedStatementOptions): Promise<Results[]> {
    return this.#execIn(undefined, sql, options);
  }

  /**
   * The worker opens a PGlite transaction and holds it while `callback` runs here; the callback's
   * statements go into it by its id. The answer to `begin` is the transaction's end: the commit's
   * own failure (or the rollback's) rejects here as it would in one thread.
   */
  async transaction<T>(callback: (tx: EmbeddedStatements) => Promise<T>): Promise<T> {
    const txId = this.#nextId();
    const opened = new Promise<void>((resolve) => this.#openings.set(txId, resolve));
    const ended = this.#send({ op: 'begin', id: txId });
    // Awaited below; until then a failed begin must not count as unhandled.
    ended.catch(() => {});
    try {
      await Promise.race([opened, ended]);
    } finally {
      this.#openings.delete(txId);
    }
    const tx: EmbeddedStatements = {
      query: (sql, params = [], options) => this.#statement(txId, sql, params, options),
      exec: (sql, options) => this.#execIn(txId, sql, options),
    };
    let value: T;
    try {
      value = await callback(tx);
    } catch (error) {
      this.#post({ op: 'end-transaction', txId, commit: false });
      await ended;
      throw error;
    }
    this.#post({ op: 'end-transaction', txId, commit: true });
    await ended;
    return value;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = this.#nextId();
    this.#listeners.set(listenerId, callback);
    try {
      await this.#send({ op: 'listen', id: listenerId, channel });
    } catch (error) {
      this.#listeners.delete(listenerId);
      throw error;
    }
    return async () => {
      this.#listeners.delete(listenerId);
      // A stopped thread listens no more: nothing left to undo.
      if (!this.#stopped) await this.#send({ op: 'unlisten', id: this.#nextId(), listenerId });
    };
  }

  /** Closes PGlite in the worker (after the statements already sent), then ends the worker. */
  close(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#closing ??= this.#send({ op: 'close', id: this.#nextId() }).then(
      () => this.#end(),
      async (error: unknown) => {
        await this.#end();
        throw error;
      },
    );
    return this.#closing;
  }

  async #end(): Promise<void> {
    this.#stop(new Error('The embedded database is closed.'));
    await this.#worker.terminate();
  }

  async #statement<T>(txId: number | undefined, sql: string, params: unknown[], options: EmbeddedStatementOptions | undefined) {
    const id = this.#nextId();
    return this.#send({ op: 'query', id, txId, sql, params, options: threadOptions(options) }) as Promise<Results<T>>;
  }

  async #execIn(txId: number | undefined, sql: string, options: EmbeddedStatementOptions | undefined) {
    const id = this.#nextId();
    return this.#send({ op: 'exec', id, txId, sql, options: threadOptions(options) }) as Promise<Results[]>;
  }

  #nextId(): number {
    return ++this.#lastId;
  }

  #send(request: Extract<ThreadRequest, { id: number }>): Promise<unknown> {
    if (this.#stopped) return Promise.reject(new Error(this.#stopped.message, { cause: this.#stopped.cause }));
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      // A pending answer keeps the process alive; an idle thread does not (PGlite in one thread never did).
      if (this.#pending.size === 1) this.#worker.ref();
      try {
        this.#worker.postMessage(request);
      } catch (error) {
        // A parameter structured clone cannot carry (a function): only this statement fails.
        this.#settle(request.id)?.reject(error as Error);
      }
    });
  }

  #post(request: ThreadRequest): void {
    if (!this.#stopped) this.#worker.postMessage(request);
  }

  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    this.#idleCheck();
    return pending;
  }

  #idleCheck(): void {
    if (this.#started && this.#pending.size === 0) this.#worker.unref();
  }

  #receive(message: ThreadMessage): void {
    switch (message.type) {
      case 'ready':
        this.#settle(START_ID)?.resolve(undefined);
        return;
      case 'start-failed':
        this.#settle(START_ID)?.reject(rebuildError(message.error));
        return;
      case 'result':
        this.#settle(message.id)?.resolve(message.value);
        return;
      case 'error':
        this.#settle(message.id)?.reject(rebuildError(message.error));
        return;
      case 'transaction-open':
        this.#openings.get(message.id)?.();
        return;
      case 'notification':
        this.#listeners.get(message.listenerId)?.(message.payload);
        return;
    }
  }

  #exited(code: number): void {
    if (this.#stopped) return;
    const lost = new Error(`The embedded database's thread stopped unexpectedly (exit code ${code}); its database is gone until the server restarts.`, {
      cause: this.#workerError,
    });
    this.#stop(lost);
    if (this.#started) this.#onLost(lost);
  }

  /** Fails every statement still waiting, and every later one, with `reason`. */
  #stop(reason: Error): void {
    this.#stopped = reason;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.reject(new Error(reason.message, { cause: reason.cause }));
    }
    this.#listeners.clear();
  }
}

/** The OIDs of each parsers object Drizzle passes (one per prepared statement), worked out once. */
const textTypeOidsOf = new WeakMap<ParserOptions, number[]>();

/**
 * Parsers cannot cross threads; Drizzle's all keep the text of their types (see pglite-worker.ts),
 * so their OIDs go instead. A parser that changes the text would be silently skipped, so it is refused.
 */
function threadOptions(options: EmbeddedStatementOptions | undefined): StatementOptions {
  if (!options) return {};
  const result: StatementOptions = {};
  if (options.rowMode) result.rowMode = options.rowMode;
  if (options.parsers) result.textTypeOids = textTypeOids(options.parsers);
  return result;
}

function textTypeOids(parsers: ParserOptions): number[] {
  let oids = textTypeOidsOf.get(parsers);
  if (!oids) {
    oids = Object.keys(parsers).map(Number);
    const PROBE = '2024-01-02 03:04:05';
    for (const oid of oids) {
      if (parsers[oid]!(PROBE) !== PROBE) throw new Error(`The embedded database's thread keeps only parsers that return the text; type ${oid}'s does not.`);
    }
    textTypeOidsOf.set(parsers, oids);
  }
  return oids;
}
