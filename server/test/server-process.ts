import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process (`node --import tsx server/src/main.ts`), as production runs one per replica. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it wrote on stdout and stderr: its JSON log lines, and why it stopped if it did. */
  output: string[];
}

/**
 * Starts a server on 127.0.0.1:`port` with no demo data and no web build, its files in `dataDir`
 * (the embedded database too, unless `env` gives a DATABASE_URL). `env` adds to or overrides that.
 */
export function startServerProcess(port: number, dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { origin: `http://127.0.0.1:${port}`, child, output };
}

/** Polls `url` until it answers 2xx; `check` runs before each try and throws to give up (the process exited). */
export async function untilAnswers(url: string, timeoutMs: number, check: () => void = () => {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    check();
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** Waits until the server answers its health check; fails with its output if it exits or takes too long. */
export async function untilServerUp(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  try {
    await untilAnswers(`${server.origin}/api/health/`, timeoutMs, () => {
      if (server.child.exitCode !== null) throw new Error(`${server.origin} exited (${server.child.exitCode})`);
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}:\n${server.output.join('')}`);
  }
}

/** Stops it as the process manager would (SIGTERM: it finishes its requests) and waits for it to exit. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Its JSON log lines (LOG_LEVEL info and above), parsed; anything else it wrote is left out. */
export function logLinesOf(server: ServerProcess): Record<string, unknown>[] {
  return server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
