import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../../../test/test-database.ts';
import { openDatabase } from '../db/open-database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

// Two servers started together on an empty database both create the mail queue; pg-boss's
// create_queue can deadlock between them (seen in the two-process test), and PostgreSQL then
// aborts one start. ensureQueue must bring both up with one queue.

const PROCESSES = 3;
const ROUNDS = 8;

let empty: EmptyPostgresDatabase;
const handles: DatabaseHandle[] = [];
const queues: JobQueue[] = [];
const problems: string[] = [];

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase('vz_test_queues');
  // One after the other: the migrations and pg-boss's own schema have their own locks; the race
  // under test is the queues'.
  for (let i = 0; i < PROCESSES; i++) {
    const handle = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    const jobs = createJobQueue(handle.connection);
    await jobs.start({ error: (_details, message) => problems.push(message), warn: () => {} });
    handles.push(handle);
    queues.push(jobs);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(queues.map((jobs) => jobs.stop()));
  await Promise.all(handles.map((handle) => handle.close()));
  await empty?.drop();
});

describe('creating a queue from several processes at once', () => {
  it('gives every process the queue, made once, however their creations interleave', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `race-${round}`;
      const outcomes = await Promise.allSettled(queues.map((jobs) => jobs.ensureQueue(name, { retryLimit: 1 })));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(queues.map(() => 'fulfilled'));
      const made = (await queues[0]!.boss.getQueues()).filter((queue) => queue.name === name);
      expect(made).toHaveLength(1);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
