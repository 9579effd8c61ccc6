import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * Asks GET /api/health/live/ over and over from a thread of its own, as a load balancer would, and
 * tells how slow its answers were while a given piece of work ran. Its own thread matters: a probe
 * in the test's thread would be held up by the very stall it is meant to see, and report it as fast.
 */
export interface LivenessProbe {
  /** Runs `work`; the time it ran, on the clock the probe's samples use. */
  timed(work: () => Promise<unknown>): Promise<Window>;
  /** For each window, the slowest probe answer (ms, from sending to the last byte) that overlapped it; 0 if none did. */
  slowestDuring(windows: Window[]): Promise<number[]>;
  close(): Promise<void>;
}

export interface Window {
  from: number;
  to: number;
}

/** Milliseconds since the epoch with sub-millisecond precision: the same clock in every thread. */
const clock = () => performance.timeOrigin + performance.now();

// Plain JavaScript run by the worker: probe until terminated, one request at a time, and hand over
// the samples taken so far whenever asked.
const PROBE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const clock = () => performance.timeOrigin + performance.now();
let samples = [];
parentPort.on('message', () => {
  parentPort.postMessage(samples);
  samples = [];
});
(async () => {
  for (;;) {
    const sent = clock();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error('liveness answered ' + response.status);
    samples.push([sent, clock()]);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
})();
`;

export async function startLivenessProbe(origin: string): Promise<LivenessProbe> {
  const worker = new Worker(PROBE_THREAD, { eval: true, workerData: { url: `${origin}/api/health/live/` } });
  let samples: [number, number][] = [];
  const collect = async () => {
    const answered = once(worker, 'message');
    worker.postMessage('samples');
    const [taken] = (await answered) as [[number, number][]];
    samples = samples.concat(taken);
  };
  return {
    async timed(work) {
      const from = clock();
      await work();
      return { from, to: clock() };
    },
    async slowestDuring(windows) {
      // A probe sent just as the last window ended may still be on its way: wait for one more round.
      const last = Math.max(...windows.map((w) => w.to));
      for (;;) {
        await collect();
        if (samples.some(([sent]) => sent > last)) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const slowest = windows.map(({ from, to }) =>
        samples.filter(([sent, received]) => sent <= to && received >= from).reduce((worst, [sent, received]) => Math.max(worst, received - sent), 0),
      );
      samples = samples.filter(([, received]) => received >= last);
      return slowest;
    },
    async close() {
      await worker.terminate();
    },
  };
}
