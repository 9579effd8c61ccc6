import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { listenForNotifications, notify, type NotificationListener } from './notifications.ts';
import { inTransaction } from './transaction.ts';

const CHANNEL = 'vozimo_test_channel';
const quietLog = { warn: () => {} };

let handle: DatabaseHandle;
let listener: NotificationListener;
const heard: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  listener = await listenForNotifications(handle.connection, CHANNEL, { onPayload: (payload) => heard.push(payload), onReconnect: () => {} }, quietLog);
});
afterAll(async () => {
  await listener.close();
  await handle.close();
});

async function heardWithin(payload: string, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!heard.includes(payload) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return heard.includes(payload);
}

describe('database notifications', () => {
  it('reach the listener when the transaction commits, and never when it rolls back', async () => {
    await expect(
      inTransaction(handle.db, async (tx) => {
        await notify(tx, CHANNEL, 'rolled back');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(handle.db, (tx) => notify(tx, CHANNEL, 'committed'));
    expect(await heardWithin('committed')).toBe(true);
    // The rolled-back one was sent first: had it been delivered, it would be here by now.
    expect(heard).not.toContain('rolled back');
  });

  it('hear only their own channel', async () => {
    await notify(handle.db, 'vozimo_other_channel', 'elsewhere');
    await notify(handle.db, CHANNEL, 'here');
    expect(await heardWithin('here')).toBe(true);
    expect(heard).not.toContain('elsewhere');
  });
});
