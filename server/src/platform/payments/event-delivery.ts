import type { ServiceLog } from '../log.ts';
import type { TestEventRow, TestProcessorStore } from './test-processor-store.ts';

/** The payments area's webhook handling: what Stripe's deliveries reach through HTTP. */
export type WebhookReceiver = (rawBody: string, signatureHeader: string) => Promise<void>;

/** Sends one stored event to the webhook handling; resolves when the handling returned without throwing. */
export type SendEvent = (event: TestEventRow) => Promise<void>;

export interface EventDeliveryOptions {
  store: Pick<TestProcessorStore, 'claimUndelivered' | 'markDelivered' | 'markAttemptFailed'>;
  /**
   * Waits after the 1st, 2nd, … failed attempt of an event; the last wait repeats for good, so an
   * event is never given up (Stripe retries for days).
   */
  retryDelaysMs: readonly number[];
  /** How often undelivered events are looked for (the slow retries, and events of a stopped process). */
  redeliveryIntervalMs: number;
}

/**
 * While an attempt runs its event is taken for this long; a process that stops mid-attempt leaves
 * it to the next sweep after that (or to the next start at once).
 */
const CLAIM_MS = 60_000;

/**
 * Delivers the test processor's stored events in-process the way Stripe delivers webhooks: an event
 * counts as delivered only when the handling returned without throwing; until then it stays in the
 * table and is retried with growing waits, at every start and by a periodic sweep, each attempt
 * freshly signed and with the same event id (the handling applies an id once). Due times are on the
 * real clock, like the timers that act on them. Closing stops every timer and waits for attempts
 * already running, so nothing reaches a closed database.
 */
export function createEventDelivery({ store, retryDelaysMs, redeliveryIntervalMs }: EventDeliveryOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let sweepTimer: NodeJS.Timeout | null = null;
  let closed = false;
  let target: { send: SendEvent; log: ServiceLog } | null = null;
  let sweeping = false;
  let sweepAgain = false;

  const inMs = (ms: number) => new Date(Date.now() + ms);
  const waitAfter = (attempts: number) => retryDelaysMs[Math.min(attempts, retryDelaysMs.length) - 1] ?? redeliveryIntervalMs;

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

  /** One attempt; a failure is counted in the table and logged, never thrown. */
  async function attempt(event: TestEventRow, { send, log }: { send: SendEvent; log: ServiceLog }): Promise<void> {
    const about = { event: event.id, type: event.type, intent: event.intentId };
    let failure: unknown;
    try {
      await send(event);
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === undefined) {
        await store.markDelivered(event.id, new Date());
        if (event.attempts > 0) log.info({ ...about, attempt: event.attempts + 1 }, 'test processor event delivered after a retry');
        return;
      }
      const attempts = event.attempts + 1;
      const retryInMs = waitAfter(attempts);
      await store.markAttemptFailed(event.id, attempts, inMs(retryInMs));
      log.warn({ ...about, err: failure, attempt: attempts, retryInMs }, 'test processor event delivery failed; will retry');
      // The periodic sweep takes the slow retries; the quick first ones get their own timer.
      if (retryInMs < redeliveryIntervalMs) later(retryInMs, () => sweep(false));
    } catch (error) {
      // The table could not be updated: the event stays taken and the sweep retries it after CLAIM_MS
      // (a delivered one again too, which the handling recognises by its id).
      log.error({ ...about, err: error }, 'test processor could not record an event delivery; will retry');
    }
  }

  /** Attempts the undelivered events that are due (all of them at start-up), oldest first. */
  async function sweep(everyUndelivered: boolean): Promise<void> {
    if (closed || !target) return;
    if (sweeping) {
      sweepAgain = true;
      return;
    }
    sweeping = true;
    const to = target;
    try {
      const events = await store.claimUndelivered(everyUndelivered ? null : new Date(), inMs(CLAIM_MS));
      for (const event of events) {
        if (closed) return;
        await attempt(event, to);
      }
    } catch (error) {
      to.log.error({ err: error }, 'test processor could not look for undelivered events');
    } finally {
      sweeping = false;
      if (sweepAgain && !closed) {
        sweepAgain = false;
        void track(sweep(false));
      }
    }
  }

  return {
    /** How long a freshly recorded event is taken for its first attempt (store.moveStatusWithEvent). */
    claimFirstAttempt: () => inMs(CLAIM_MS),

    /** Runs `work` after `delayMs` (the processor's own later status changes), unless closed first. */
    later,

    /** Runs `work` now in the background; close() waits for it. */
    run(work: () => Promise<void>): void {
      if (!closed) void track(work());
    },

    /**
     * Starts delivering through `send`: every undelivered event at once (also those a stopped
     * process left taken), then the due ones every redeliveryIntervalMs.
     */
    start(send: SendEvent, log: ServiceLog): void {
      if (closed) return;
      target = { send, log };
      void track(sweep(true));
      if (!sweepTimer) {
        sweepTimer = setInterval(() => void track(sweep(false)), redeliveryIntervalMs);
        sweepTimer.unref();
      }
    },

    /**
     * The first attempt of an event just recorded, awaited (so a payment page that returns right
     * after sees its effect); failures are retried in the background. Before start() the event
     * waits in the table for it.
     */
    async deliverNow(event: TestEventRow): Promise<void> {
      if (closed || !target) return;
      await track(attempt(event, target));
    },

    /** Stops every timer and waits for the attempts already running. */
    async close(): Promise<void> {
      closed = true;
      if (sweepTimer) clearInterval(sweepTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type EventDelivery = ReturnType<typeof createEventDelivery>;
