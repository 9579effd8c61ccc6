import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLocalPort } from '../../server/test/free-port.ts';
import { startServerProcess, stopServerProcess, untilServerUp, type ServerProcess } from '../../server/test/server-process.ts';
import { E2E_WEB_DIST_DIR, MAIL_CATCHER_SMTP_URL } from './run-settings.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A new operator's installation: its own server on an empty database, no demo data, one staff account. */
export interface FreshInstall {
  origin: string;
  /** The single-use link `npm run create-user` printed, to choose the staff account's password. */
  setPasswordLink: string;
  stop(): Promise<void>;
}

/**
 * Sets Vozimo up as the README tells a new operator to: the first staff account with
 * `npm run create-user` (the command the package script runs), then the server, serving this
 * run's web build. For the journeys about a business's first day, which the run's shared server,
 * full of demo data, can never show.
 */
export async function startFreshInstall(options: { sendsMail?: boolean } = {}): Promise<FreshInstall> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-e2e-fresh-'));
  const port = await freeLocalPort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'test', DEMO_DATA: 'false', DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn' };
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/create-user.ts', '--staff', '--username', 'owner', '--email', 'owner@example.com', '--first-name', 'Petra'],
    { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 120_000 },
  );
  const setPasswordLink = /^(http\S+\/reset-password\?token=\S+)$/m.exec(created.stdout)?.[1];
  if (created.status !== 0 || !setPasswordLink) throw new Error(`create-user failed (${created.status}):\n${created.stdout}\n${created.stderr}`);

  // With `sendsMail`, its e-mails go to the run's mail catcher, where e2e/support/mailbox.ts reads them.
  const mail: Record<string, string> = options.sendsMail ? { SMTP_URL: MAIL_CATCHER_SMTP_URL } : {};
  const server: ServerProcess = startServerProcess(port, dataDir, { WEB_DIST_DIR: E2E_WEB_DIST_DIR, ...mail });
  await untilServerUp(server);
  return {
    origin,
    setPasswordLink,
    async stop() {
      await stopServerProcess(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
