import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness.ts';

const answers = () => Promise.resolve();
const neverAnswers = () => new Promise<never>(() => {});

describe('checkReadiness', () => {
  it('is ready when the database answers and the job queue runs, or the app has no queue', async () => {
    expect(await checkReadiness({ pingDatabase: answers, jobQueueRunning: () => true })).toEqual({ ready: true });
    expect(await checkReadiness({ pingDatabase: answers, jobQueueRunning: null })).toEqual({ ready: true });
  });

  it('is not ready while the job queue is not running, without asking the database', async () => {
    let asked = false;
    const readiness = await checkReadiness({ pingDatabase: async () => (asked = true), jobQueueRunning: () => false });
    expect(readiness).toEqual({ ready: false, reason: 'the job queue is not running' });
    expect(asked).toBe(false);
  });

  it('is not ready when the database does not answer in time', async () => {
    expect(await checkReadiness({ pingDatabase: neverAnswers, jobQueueRunning: null, timeoutMs: 20 })).toEqual({
      ready: false,
      reason: 'the database did not answer within 20 ms',
    });
  });

  it('is not ready when the database fails the query, and hands over the error for the log', async () => {
    const failure = new Error('connection refused');
    expect(await checkReadiness({ pingDatabase: () => Promise.reject(failure), jobQueueRunning: () => true })).toEqual({
      ready: false,
      reason: 'the database failed the check',
      error: failure,
    });
  });
});
