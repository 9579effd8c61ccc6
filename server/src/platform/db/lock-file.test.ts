import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock-file.ts';
import { openDatabase } from './open-database.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and allows it after release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // Another live process holds it: pretend by writing our parent's pid, which is alive.
    writeFileSync(path.join(dir, 'vozimo.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, 'vozimo.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'vozimo.lock'), '2147483646');
    const release = lockDataDir(dir);
    release();
  });
});

describe('two processes on one embedded database', () => {
  // Two embedded databases started from scratch: tens of seconds on a busy 2-core machine.
  it('the second server refuses to start with a clear message', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
      const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
      const child = spawn(tsx, [main], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(exitCode).toBe(1);
      expect(stderr).toContain('Vozimo cannot start');
      expect(stderr).toContain('already open in another Vozimo process');
    } finally {
      await first.close();
    }
  }, 90_000);
});
