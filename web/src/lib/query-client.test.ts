import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, RETRY_DELAY_MS, shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 500])('never retries a %i: asking again gets the same answer', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('never retries an answer that does not match the contract', () => {
    expect(shouldRetry(0, Object.assign(new Error('Invalid input'), { name: 'ZodError' }))).toBe(false);
  });

  it.each([502, 503, 504])('retries a gateway %i once', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'down'))).toBe(true);
    expect(shouldRetry(1, new ApiError(status, 'down'))).toBe(false);
  });

  it('retries a network failure once, also under a screen’s own message', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new Error('Failed to fetch drivers', { cause: new TypeError('Failed to fetch') }))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the app query client', () => {
  const run = async (failure: unknown) => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw failure;
    });
    const started = performance.now();
    await expect(client.fetchQuery({ queryKey: ['failing'], queryFn })).rejects.toBe(failure);
    return { calls: queryFn.mock.calls.length, ms: performance.now() - started };
  };

  it('shows a 4xx or a 500 at once: one call, no waiting', async () => {
    for (const failure of [new ApiError(403, 'no'), new ApiError(500, 'Internal server error.')]) {
      const { calls, ms } = await run(failure);
      expect(calls).toBe(1);
      expect(ms).toBeLessThan(RETRY_DELAY_MS);
    }
  });

  it('tries a network failure twice within a second', async () => {
    const { calls, ms } = await run(new TypeError('Failed to fetch'));
    expect(calls).toBe(2);
    expect(ms).toBeLessThan(1000);
  });
});
