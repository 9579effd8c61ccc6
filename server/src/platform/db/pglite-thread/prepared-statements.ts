// Why this file exists: the embedded database's parameterised statements, parsed and planned once per
// SQL text instead of on every call, as node-postgres's named statements are on PostgreSQL.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { StatementOptions } from './protocol.ts';

const { serialize } = protocol;

/** Parsers by type OID, as PGlite reads rows with them. */
type Parsers = Parameters<typeof parse.parseResults>[1];

/**
 * How many statements stay prepared; the least recently used is closed beyond it. The app's
 * statements are a few hundred texts at most, but a list of ids (`in ($1, $2 …)`) makes one text
 * per length, so the number is bounded rather than trusted.
 */
const MAX_PREPARED = 500;

interface Prepared {
  name: string;
  /** The type of each parameter as PostgreSQL inferred it, for PGlite's serializer of that type. */
  paramTypes: number[];
}

/**
 * Runs statements as PGlite's `query` does (extended protocol, its serializers and parsers, its
 * locks), with two differences that more than halved the thread's work per statement (ADR 0038, its evidence):
 * each SQL text is parsed, analysed and planned once under a name and then only bound and executed;
 * and the parsers are merged once per set, where PGlite copies its ~320 of them into a new object
 * on every statement that passes its own (every one of Drizzle's does).
 */
export class PreparedStatements {
  /** In order of last use: the first is the next to close. */
  private readonly prepared = new Map<string, Prepared>();
  private readonly parsersByTextTypes = new Map<string, Parsers>();
  private nextName = 1;

  constructor(
    private readonly pg: PGlite,
    private readonly maxPrepared = MAX_PREPARED,
  ) {}

  /**
   * `inTransaction`: the statement belongs to a transaction this thread holds open, which already
   * has PGlite's transaction lock; any other statement waits for that lock, as with PGlite's `query`.
   */
  query(sql: string, params: unknown[], options: StatementOptions, inTransaction: boolean): Promise<Results> {
    const run = () => this.pg._runExclusiveQuery(() => this.run(sql, params, options, inTransaction));
    return inTransaction ? run() : this.pg._runExclusiveTransaction(run);
  }

  private async run(sql: string, params: unknown[], options: StatementOptions, inTransaction: boolean): Promise<Results> {
    let messages;
    try {
      const statement = await this.statementFor(sql);
      const values = params.map((value, i) => this.serialized(value, statement.paramTypes[i]!));
      // One call into PostgreSQL for the lot: after an error it skips to the Sync, so the
      // connection is ready again whatever happened (the same as sending them one by one).
      messages = await this.send(serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
    } catch (error) {
      throw withStatement(error, sql, params);
    }
    // Outside a transaction each statement is written through, as PGlite's `query` does.
    if (!inTransaction) await this.pg.syncToFs();
    const rowMode = options.rowMode ? { rowMode: options.rowMode } : {};
    const parsers = options.textTypeOids && options.textTypeOids.length > 0 ? this.parsersKeepingText(options.textTypeOids) : this.pg.parsers;
    return parse.parseResults(messages, parsers, rowMode)[0]!;
  }

  private async statementFor(sql: string): Promise<Prepared> {
    const known = this.prepared.get(sql);
    if (known) {
      // Most recently used goes last.
      this.prepared.delete(sql);
      this.prepared.set(sql, known);
      return known;
    }
    const name = `vozimo_${this.nextName++}`;
    const described = await this.send(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.prepared.set(sql, statement);
    if (this.prepared.size > this.maxPrepared) await this.closeLeastRecentlyUsed();
    return statement;
  }

  private async closeLeastRecentlyUsed(): Promise<void> {
    const [sql, oldest] = this.prepared.entries().next().value!;
    this.prepared.delete(sql);
    // Unclosed, it only takes memory until the database closes: not worth failing a statement for.
    await this.send(serialize.close({ type: 'S', name: oldest.name }), serialize.sync()).catch(() => {});
  }

  /** The text PostgreSQL is sent for a value of type `oid`, by PGlite's own serializer for that type. */
  private serialized(value: unknown, oid: number): string | null {
    if (value === null || value === undefined) return null;
    const serializer = this.pg.serializers[oid];
    return serializer ? serializer(value) : String(value);
  }

  /** PGlite's parsers, except that these types stay text (Drizzle's), merged once per set. */
  parsersKeepingText(textTypeOids: number[]): Parsers {
    const key = textTypeOids.join(',');
    let parsers = this.parsersByTextTypes.get(key);
    if (!parsers) {
      const keepText = (value: string) => value;
      parsers = { ...this.pg.parsers, ...Object.fromEntries(textTypeOids.map((oid) => [oid, keepText])) };
      this.parsersByTextTypes.set(key, parsers);
    }
    return parsers;
  }

  private send(...messages: Uint8Array[]) {
    return this.pg.execProtocolStream(Buffer.concat(messages), { syncToFs: false });
  }
}

/** The statement and its parameters on PostgreSQL's error, where PGlite puts them (its `makePGliteError`). */
function withStatement(error: unknown, sql: string, params: unknown[]): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query: sql, params });
  return error;
}
