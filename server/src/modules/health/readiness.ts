/** How long the database may take to answer a readiness check before the process counts as not ready. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessChecks {
  /** Resolves once the database answered a trivial query. */
  pingDatabase(): Promise<unknown>;
  /** Whether the job queue is running; null when this app has none (tests, tools). */
  jobQueueRunning: (() => boolean) | null;
  timeoutMs?: number;
}

export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

/**
 * Whether this process can serve requests: the job queue started (so a change's e-mail and other
 * jobs are taken), and the database answers in time. A database that hangs counts as down: a load
 * balancer should send the request elsewhere rather than wait with it.
 */
export async function checkReadiness(checks: ReadinessChecks): Promise<Readiness> {
  if (checks.jobQueueRunning && !checks.jobQueueRunning()) {
    return { ready: false, reason: 'the job queue is not running' };
  }
  const timeoutMs = checks.timeoutMs ?? DATABASE_CHECK_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    const outcome = await Promise.race([checks.pingDatabase().then(() => 'answered' as const), timedOut]);
    if (outcome === 'timeout') return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` };
    return { ready: true };
  } catch (error) {
    return { ready: false, reason: 'the database failed the check', error };
  } finally {
    clearTimeout(timer);
  }
}
