import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing the app waits for handlers still running; then it closes anyway (and says so). */
const DEFAULT_DRAIN_MS = 10_000;

/**
 * Closing the app waits for every request handler still running. Fastify's close() waits for open
 * connections only, so a handler whose client went away keeps running after it, and would then use a
 * database the server has already closed ("Cannot use a pool after calling end"). A request counts
 * from onRequest until its reply is produced (onSend runs even when the client is gone) or finished.
 */
export function registerInFlightRequests(app: FastifyInstance, drainMs = DEFAULT_DRAIN_MS): void {
  const running = new Set<FastifyRequest>();
  let drained: (() => void) | null = null;
  const finish = (request: FastifyRequest) => {
    running.delete(request);
    if (running.size === 0) drained?.();
  };

  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finish(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request));

  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    const allDone = new Promise<void>((resolve) => (drained = resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), drainMs)));
    const outcome = await Promise.race([allDone, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') app.log.warn({ running: running.size }, 'closing with request handlers still running');
  });
}
