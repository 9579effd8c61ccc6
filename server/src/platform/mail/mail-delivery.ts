import type { Database } from '../db/database.ts';
import type { JobLog, JobQueue } from '../jobs/job-queue.ts';
import { stableJobId } from '../jobs/stable-job-id.ts';
import { deliverOutboxMessage, SENDING_LEASE_SECONDS, type DeliveryDeps } from './deliver-outbox-message.ts';
import { createOutboxStore } from './outbox-store.ts';
import { DEFAULT_MAIL_RETRY_POLICY, type MailRetryPolicy } from './retry-policy.ts';
import { createSmtpTransport, type MailTransport } from './smtp-transport.ts';

/** What areas that queue e-mail (queue-email.ts) use, and what the staff outbox screen reports. */
export interface MailDelivery {
  /** False without SMTP_URL: messages stay 'queued' in the outbox, where staff read them (secret links hidden). */
  readonly smtpConfigured: boolean;
  /**
   * Call after the transaction that queued the message committed, with queueEmail's answer: the
   * message goes out now rather than at the next sweep. Never throws and never waits.
   */
  dispatch(outboxId: number | null): void;
}

/** No mail server: nothing leaves, the outbox keeps every message. */
export const outboxOnlyDelivery: MailDelivery = { smtpConfigured: false, dispatch: () => {} };

export const MAIL_QUEUE = 'email-send';

export interface SmtpDeliveryOptions {
  db: Database;
  jobs: JobQueue;
  smtpUrl: string;
  /** MAIL_FROM */
  mailFrom: string;
  /** PUBLIC_URL: its host names every Message-ID. */
  publicUrl: string;
  policy?: MailRetryPolicy;
  /** How often the worker asks the queue for work (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
  /** How often queued messages that are due are handed to the queue again (default 30 s). */
  sweepIntervalMs?: number;
  /** Tests pass a transport that fails on purpose; default: SMTP from smtpUrl. */
  transport?: MailTransport;
}

export interface SmtpDelivery extends MailDelivery {
  /** Creates the queue and its worker and sweeps once; the job queue must be started. */
  start(log: JobLog): Promise<void>;
  /** Hands every due queued message to the queue (what the timer does); answers how many were new jobs. */
  sweep(): Promise<number>;
  /** Stops the worker and the timer; call before the job queue stops. */
  stop(): Promise<void>;
}

/**
 * Sending the outbox through SMTP with one pg-boss job per message (docs/email.md): a message
 * gets its job when its transaction commits (dispatch) and, should that be lost (a crash, a
 * restart), from the sweep. Both use the message's stable job id, so it never has two jobs.
 */
export function createSmtpDelivery(options: SmtpDeliveryOptions): SmtpDelivery {
  const policy = options.policy ?? DEFAULT_MAIL_RETRY_POLICY;
  const { boss } = options.jobs;
  const store = createOutboxStore(options.db);
  let transport: MailTransport | null = null;
  let log: JobLog | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;
  let sending: Promise<unknown> | null = null;
  let running = false;
  let workerId: string | null = null;

  const jobOptions = {
    retryLimit: policy.maxAttempts - 1,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryBackoff,
    // Longer than the sending lease: a job still "active" after a crash is retried once the
    // message is free again.
    expireInSeconds: SENDING_LEASE_SECONDS + 120,
  };

  async function enqueue(outboxId: number): Promise<boolean> {
    const jobId = await boss.send(MAIL_QUEUE, { outboxId }, { ...jobOptions, id: stableJobId(`email-outbox:${outboxId}`) });
    // The worker takes it now instead of at its next poll (every 2 s), so an e-mail leaves the
    // moment its transaction commits; the poll remains for jobs queued by another process.
    if (jobId !== null && workerId !== null) boss.notifyWorker(workerId);
    return jobId !== null;
  }

  async function sweepOnce(): Promise<number> {
    let created = 0;
    for (const outboxId of await store.listDueIds(500)) {
      if (await enqueue(outboxId)) created++;
    }
    return created;
  }

  return {
    smtpConfigured: true,

    dispatch(outboxId) {
      if (outboxId === null || !running) return;
      enqueue(outboxId).catch((error: unknown) => log?.warn({ err: error, outboxId }, 'could not queue an e-mail job; the sweep will'));
    },

    async start(jobLog) {
      log = jobLog;
      const deps: DeliveryDeps = {
        store,
        transport: (transport = options.transport ?? createSmtpTransport(options.smtpUrl)),
        from: options.mailFrom,
        messageIdHost: new URL(options.publicUrl).hostname,
        policy,
      };
      await options.jobs.ensureQueue(MAIL_QUEUE, jobOptions);
      workerId = await boss.work<{ outboxId: number }>(
        MAIL_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          const delivery = deliverOutboxMessage(deps, job.data.outboxId);
          sending = delivery.catch(() => {});
          const outcome = await delivery;
          if (outcome === 'retry' || outcome === 'not-due') {
            // Failing the job is how pg-boss schedules the retry with back-off.
            throw new Error(`e-mail ${job.data.outboxId}: ${outcome === 'retry' ? 'sending failed' : 'not due yet'}`);
          }
          if (outcome === 'failed') log?.warn({ outboxId: job.data.outboxId }, 'e-mail failed for good after its last attempt');
          return { outcome };
        },
      );
      running = true;
      const sweep = () => {
        sweeping ??= sweepOnce()
          .catch((error: unknown) => {
            log?.warn({ err: error }, 'e-mail sweep failed');
            return 0;
          })
          .finally(() => (sweeping = null));
        return sweeping;
      };
      await sweep();
      sweepTimer = setInterval(() => void sweep(), options.sweepIntervalMs ?? 30_000);
      sweepTimer.unref();
    },

    async sweep() {
      return sweepOnce();
    },

    async stop() {
      if (!transport) return;
      running = false;
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      await sweeping;
      // No new jobs are fetched; the message being sent (one at a time) finishes first.
      await boss.offWork(MAIL_QUEUE);
      await sending;
      transport?.close();
      transport = null;
    },
  };
}

/** One line for the startup log; never the SMTP password. */
export function describeMailDelivery(smtpUrl: string | undefined, linksInConsole = false): string {
  if (!smtpUrl) {
    const kept = 'no SMTP_URL: e-mails are kept in the outbox (staff read them at /app/outbox, without their secret links)';
    return linksInConsole ? `${kept}; in development each e-mail's links are printed here` : kept;
  }
  const url = new URL(smtpUrl);
  return `SMTP via ${url.protocol}//${url.host}`;
}
