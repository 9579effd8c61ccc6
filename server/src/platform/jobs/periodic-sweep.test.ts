import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicSweep } from './periodic-sweep.ts';

const log = { error: vi.fn(), warn: vi.fn() };

afterEach(() => vi.useRealTimers());

describe('createPeriodicSweep', () => {
  it('sweeps at start and every interval, never two runs at once, and stop waits for the run under way', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const sweep = createPeriodicSweep({ name: 'test sweep', intervalMs: 1000, run, log });

    sweep.start();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(1); // the first run is still going

    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const sweep = createPeriodicSweep({ name: 'test sweep', intervalMs: 1000, run, log });
    sweep.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test sweep failed; the next sweep tries again');
    expect(run).toHaveBeenCalledTimes(2);
    await sweep.stop();
  });
});
