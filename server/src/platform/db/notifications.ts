import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseConnection } from './database.ts';

/** Where a listener reports a lost connection: pino's shape. */
export interface NotificationLog {
  warn(details: object, message: string): void;
}

export interface NotificationHandlers {
  /** Each payload sent on the channel, by any process on the database (this one included). */
  onPayload(payload: string): void;
  /**
   * After the connection was lost and is back: notifications sent meanwhile were missed, so
   * whatever they would have corrected must be dropped now.
   */
  onReconnect(): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** Waits between reconnection attempts, growing to the last. */
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 30_000];

/**
 * Sends `payload` to every process listening on `channel`. PostgreSQL delivers it when the
 * transaction of `tx` commits, and not at all when it rolls back, so a listener hears of a change
 * exactly when the change is visible.
 */
export async function notify(tx: Database, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Listens on `channel`: on PostgreSQL over one dedicated connection (a pooled one would be handed
 * back and its LISTEN lost), reconnecting with growing waits when it drops; on the embedded
 * database through its one client, where sender and listener share the process.
 */
export async function listenForNotifications(
  connection: DatabaseConnection,
  channel: string,
  handlers: NotificationHandlers,
  log: NotificationLog,
): Promise<NotificationListener> {
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(channel, handlers.onPayload);
    return { close: () => unlisten() };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: connection.url, application_name: 'vozimo-notifications' });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the connection ended')));
    client = next;
    await next.connect();
    await next.query(`listen ${next.escapeIdentifier(channel)}`);
  };

  const lost = (which: pg.Client, error: unknown) => {
    if (closed || which !== client) return;
    client = null;
    which.removeAllListeners('end');
    which.on('error', () => {});
    void which.end().catch(() => {});
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures++;
    log.warn({ err: error, channel, retryInMs: delay }, 'lost the database notification connection; reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          failures = 0;
          handlers.onReconnect();
        },
        (reason: unknown) => {
          if (client) lost(client, reason);
        },
      );
    }, delay);
    retryTimer.unref();
  };

  try {
    await connect();
  } catch (error) {
    // At start a database that refuses the connection fails the start, as it failed the migration.
    closed = true;
    // `connect` set it before failing; TypeScript cannot see the closure's assignment.
    const failed = client as pg.Client | null;
    await failed?.end().catch(() => {});
    throw error;
  }
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners('end');
        await last.end().catch(() => {});
      }
    },
  };
}
