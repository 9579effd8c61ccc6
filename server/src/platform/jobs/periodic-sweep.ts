import type { JobLog } from './job-queue.ts';

export interface PeriodicSweep {
  /** Runs the sweep now and then every interval; a run still going when the next is due is not doubled. */
  start(): void;
  /** Stops the timer and waits for a run under way; call before the database closes. */
  stop(): Promise<void>;
}

/**
 * Periodic work that finds what is due in the database and queues it (the shape of the mail
 * sweep, platform/mail): a timer in each process rather than a cron job, as the job queue keeps no
 * clock (job-queue.ts). Several processes may sweep at once, so a sweep must be safe to repeat
 * (dedupe keys, conditional updates). A failing run is logged and the next one tries again.
 */
export function createPeriodicSweep(options: { name: string; intervalMs: number; run: () => Promise<unknown>; log: JobLog }): PeriodicSweep {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const sweep = () => {
    running ??= options
      .run()
      .then(() => undefined)
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} failed; the next sweep tries again`))
      .finally(() => (running = null));
    return running;
  };

  return {
    start() {
      if (timer) return;
      void sweep();
      timer = setInterval(() => void sweep(), options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
