import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';

/** For load balancers and the start script: answers once the database answers. */
export function registerHealthRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/health/',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
}
