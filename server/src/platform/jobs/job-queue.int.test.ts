import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { eventually } from '../../../test/payment-helpers.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { stableJobId } from './stable-job-id.ts';

let handle: DatabaseHandle;
let jobs: JobQueue;
const problems: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  jobs = createJobQueue(handle.connection);
  await jobs.start({ error: (_d, message) => problems.push(message), warn: () => {} });
});
afterAll(async () => {
  await jobs.stop();
  await handle.close();
});

describe(`the job queue (pg-boss on ${process.env['VOZIMO_TEST_DB'] === 'postgres' ? 'PostgreSQL' : 'the embedded PGlite'})`, () => {
  it('runs a job, retries it after a failure, and keeps one job per stable id', async () => {
    await jobs.ensureQueue('test-echo', { retryLimit: 2, retryDelay: 1 });
    const runs: string[] = [];
    await jobs.boss.work<{ word: string }>('test-echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      runs.push(job!.data.word);
      if (runs.length === 1) throw new Error('first run fails');
    });
    const id = stableJobId('test-echo:1');
    expect(await jobs.boss.send('test-echo', { word: 'hello' }, { id })).toBe(id);
    expect(await jobs.boss.send('test-echo', { word: 'again' }, { id })).toBeNull();

    await eventually(async () => expect((await jobs.boss.getJobById('test-echo', id))?.state).toBe('completed'), 15_000);
    expect(runs).toEqual(['hello', 'hello']);
    expect(problems).toEqual([]);
  });
});
