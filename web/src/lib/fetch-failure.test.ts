import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-client.ts';
import { withFetchFailureMessage } from './fetch-failure.ts';

describe('withFetchFailureMessage', () => {
  it('passes a result through', async () => {
    await expect(withFetchFailureMessage(Promise.resolve([1]), 'Failed to fetch drivers')).resolves.toEqual([1]);
  });

  it('keeps the status of an API error, so a 401 still signs out and a 403 is not retried', async () => {
    const error = await withFetchFailureMessage(Promise.reject(new ApiError(401, 'Authentication credentials were not provided.')), 'Failed to fetch drivers').catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(401);
    expect((error as Error).message).toBe('Failed to fetch drivers');
  });

  it('words a network failure the same way', async () => {
    const error = await withFetchFailureMessage(Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch vehicles').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).message).toBe('Failed to fetch vehicles');
  });

  it('leaves an aborted call alone', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    await expect(withFetchFailureMessage(Promise.reject(abort), 'Failed to fetch drivers', controller.signal)).rejects.toBe(abort);
  });
});
