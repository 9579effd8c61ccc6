import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorReplies } from '../../platform/http/error-replies.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { checkReadiness } from './readiness.ts';

const okSchema = z.object({ status: z.literal('ok') });

/**
 * Two questions a load balancer, an orchestrator or the start script asks (ADR 0024):
 * `/api/health/` is readiness — send this process requests: the database answers in time and the
 * job queue runs; 503 `{"detail": …}` otherwise. `/api/health/live/` is liveness — the process
 * answers at all, with no I/O, so a slow database never gets a healthy process restarted.
 * While the server shuts down, Fastify answers every request, these included, with 503.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue | null }> = async (app, { db, jobs }) => {
  app.get(
    '/api/health/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the job queue runs',
        response: { 200: okSchema, ...errorReplies(503) },
      },
    },
    async (request) => {
      const readiness = await checkReadiness({
        pingDatabase: () => db.execute(sql`select 1`),
        jobQueueRunning: jobs ? () => jobs.running : null,
      });
      if (!readiness.ready) {
        request.log.warn({ err: readiness.error, reason: readiness.reason }, 'not ready');
        throw new AppError(503, `Not ready: ${readiness.reason}.`);
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/live/',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'Liveness: the process answers (no database check)', response: { 200: okSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
};
