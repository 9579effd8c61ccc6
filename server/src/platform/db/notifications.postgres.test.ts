import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { listenForNotifications, notify, type NotificationListener } from './notifications.ts';

// The listening connection of a process can drop (a database restart, a proxy's idle timeout):
// it must come back by itself and say so, since notifications sent meanwhile were missed.

const CHANNEL = 'vozimo_test_reconnect';

let handle: DatabaseHandle;
let listener: NotificationListener;
const heard: string[] = [];
const warnings: string[] = [];
let reconnects = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  listener = await listenForNotifications(
    handle.connection,
    CHANNEL,
    { onPayload: (payload) => heard.push(payload), onReconnect: () => reconnects++ },
    { warn: (_details, message) => warnings.push(message) },
  );
});
afterAll(async () => {
  await listener.close();
  await handle.close();
});

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

describe('the listening connection', () => {
  it('reconnects after its connection is killed, reports the gap, and hears again', async () => {
    if (handle.connection.kind !== 'postgres') throw new Error('this test needs PostgreSQL');
    const database = new URL(handle.connection.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: handle.connection.url });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vozimo-notifications' and datname = $1",
      [database],
    );
    await admin.end();
    expect(killed.rowCount).toBe(1);

    expect(await until(() => reconnects === 1, 10_000)).toBe(true);
    expect(warnings).toEqual(['lost the database notification connection; reconnecting']);
    await notify(handle.db, CHANNEL, 'after the gap');
    expect(await until(() => heard.includes('after the gap'), 2_000)).toBe(true);
  });
});
