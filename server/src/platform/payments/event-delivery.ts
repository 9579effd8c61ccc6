import type { FastifyBaseLogger } from 'fastify';

/** The payments area's webhook handling: what Stripe's deliveries reach through HTTP. */
export type WebhookReceiver = (rawBody: string, signatureHeader: string) => Promise<void>;

export type DeliveryLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Delivers events in-process the way Stripe delivers webhooks: a delivery whose handling throws
 * is retried later (with growing waits), each attempt freshly signed. Timers are tracked so
 * closing the app stops them instead of delivering into a closed database.
 */
export function createEventDelivery(retryDelaysMs: readonly number[]) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let closed = false;

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  }

  function later(delayMs: number, work: () => Promise<void>): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) void track(work());
    }, delayMs);
    timers.add(timer);
  }

  /**
   * Attempts a delivery now and resolves when that first attempt ends (so a payment page that
   * returns right after sees its effect); failed attempts are retried in the background.
   */
  async function deliver(label: string, attempt: () => Promise<void>, log: DeliveryLog, retry = 0): Promise<void> {
    if (closed) return;
    try {
      await track(attempt());
      if (retry > 0) log.info({ event: label, attempt: retry + 1 }, 'test processor event delivered after a retry');
    } catch (error) {
      const waitMs = retryDelaysMs[retry];
      if (waitMs === undefined) {
        log.error({ err: error, event: label, attempts: retry + 1 }, 'test processor event delivery failed; giving up');
        return;
      }
      log.warn({ err: error, event: label, attempt: retry + 1, retryInMs: waitMs }, 'test processor event delivery failed; will retry');
      later(waitMs, () => deliver(label, attempt, log, retry + 1));
    }
  }

  return {
    /** Runs `work` after `delayMs` (the processor's own later status changes), unless closed first. */
    later,
    deliver,
    /** Runs `work` now in the background; close() waits for it. */
    run(work: () => Promise<void>): void {
      if (!closed) void track(work());
    },

    /** Stops pending timers and waits for deliveries already running. */
    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type EventDelivery = ReturnType<typeof createEventDelivery>;
