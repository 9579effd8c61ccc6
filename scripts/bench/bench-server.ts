// Why this file exists: the bench starts the real server (and the floor) as child processes, signs in to them and reads their memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD } from './bench-database.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const children: ChildProcess[] = [];

/** Runs `script` (TypeScript, through tsx) from the repository root with `env` added to ours. */
export function startScript(script: string, env: Record<string, string>): ChildProcess {
  return startNode(['--import', 'tsx', script], env);
}

function startNode(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Builds the server as `npm start` runs it (compiled JavaScript, no TypeScript loader in its memory). */
export function buildServer(): void {
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: REPO, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
}

/**
 * The built server (`buildServer` first) as production runs it. The offline card processor and a PUBLIC_URL are what
 * production otherwise refuses to start without; no request of the bench takes a card payment.
 */
export function startServer(port: number, database: { url: string } | { embeddedDataDir: string }, extraEnv: Record<string, string> = {}): ChildProcess {
  const databaseEnv: Record<string, string> = 'url' in database ? { DATABASE_URL: database.url } : { EMBEDDED_DATABASE: 'true', DATA_DIR: database.embeddedDataDir };
  return startNode(['server/dist/main.js'], {
    ...databaseEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALLOW_TEST_PAYMENTS: 'true',
    SECURE_COOKIES: '0',
    LOG_LEVEL: 'warn',
    DEMO_DATA: '0',
    // Metrics on, as a monitored production runs: their per-request hook is part of what is measured.
    METRICS_TOKEN: randomBytes(32).toString('hex'),
    ...extraEnv,
  });
}

export async function waitFor(url: string, seconds = 180): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/** Signs in the way the web app does (CSRF cookie first) and returns the headers a signed-in browser sends. */
export async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const first = await fetch(`${base}/api/health/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.getSetCookie().join('; '))?.[1] ?? '';
  const res = await fetch(`${base}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().join('; ');
  const session = /sessionid=([^;]+)/.exec(cookies)?.[1] ?? '';
  // Signing in rotates the CSRF token; later writes must carry the new one.
  const signedInCsrf = /csrftoken=([^;]+)/.exec(cookies)?.[1] ?? csrf;
  return { cookie: `csrftoken=${signedInCsrf}; sessionid=${session}`, 'x-csrftoken': signedInCsrf };
}

/** Resident memory now and its high-water mark since start, in MB (Linux /proc). */
export function memoryOf(child: ChildProcess): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Stops one child (SIGTERM, the server's graceful shutdown) and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  children.splice(children.indexOf(child), 1);
}

export async function stopAllChildren(): Promise<void> {
  // autocannon stops without waiting for its last requests; let the servers answer them first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all([...children].map(stopChild));
}
