import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump every in-memory test database loads (database-templates.ts). */
    pgliteTemplate: string;
    /** The migrated database every PostgreSQL test database copies; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/** The server projects' global setup: migrates the templates that test-database.ts copies, once per run. */
export default async function prepareDatabaseTemplates(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', ensurePgliteTemplate());
  const serverUrl = process.env['TEST_DATABASE_URL'];
  project.provide('postgresTemplate', serverUrl && project.name === 'server-postgres' ? await ensurePostgresTemplate(serverUrl) : '');
}
