import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/open-database.ts';
import { REPOSITORY_ROOT, SERVER_ROOT } from './server-root.ts';

describe('the folders the server reads at run time', () => {
  it('finds the server package, and the repository around it', () => {
    expect(JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')).name).toBe('@vozimo/server');
    expect(existsSync(path.join(REPOSITORY_ROOT, 'web/public'))).toBe(true);
  });

  it('names the committed migrations', () => {
    expect(existsSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'))).toBe(true);
  });
});
