import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';

/** For load balancers and the start script: answers once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health/',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
