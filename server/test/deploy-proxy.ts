import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilAnswers } from './server-process.ts';

const CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
/** The app processes as compose.yaml names them: the one part of the file that names machines. */
const UPSTREAMS_IN_FILE = 'app-1:3000 app-2:3000';

/** Caddy running the deployment's own Caddyfile in front of processes the test started. */
export interface DeployProxy {
  /** The public address: what a customer's browser talks to. */
  origin: string;
  /** Caddy's own output (its JSON access log is on stdout). */
  output: string[];
  stop(): Promise<void>;
}

/**
 * Starts Caddy (`caddy` on the PATH: `apt-get install caddy`, as .ci/run does) with deploy/Caddyfile
 * as compose.yaml runs it, changing only what names machines: the site is http://127.0.0.1:`port`
 * (through VOZIMO_DOMAIN, the variable the file reads; plain HTTP, so no certificate is needed) and
 * the two app processes are `upstreams`. Every matcher, header and balancing rule is the file's own,
 * read at each run, so a change to the file is tested as it stands. Caddy's admin endpoint is turned
 * off (a global option put before the file), so several can run at once. Resolves once a request
 * through it reaches an app process's health check.
 */
export async function startDeployProxy(port: number, upstreams: readonly [string, string]): Promise<DeployProxy> {
  const deployed = await readFile(CADDYFILE, 'utf8');
  if (deployed.split(UPSTREAMS_IN_FILE).length !== 2) throw new Error(`deploy/Caddyfile no longer names its upstreams as "${UPSTREAMS_IN_FILE}": update startDeployProxy`);
  const home = await mkdtemp(path.join(os.tmpdir(), 'vozimo-deploy-proxy-'));
  const caddyfile = path.join(home, 'Caddyfile');
  await writeFile(caddyfile, `{\n\tadmin off\n}\n${deployed.replace(UPSTREAMS_IN_FILE, upstreams.join(' '))}`);

  const origin = `http://127.0.0.1:${port}`;
  // Caddy keeps its state under HOME and the XDG directories: a throwaway one.
  const env = { ...process.env, VOZIMO_DOMAIN: origin, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home };
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  caddy.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  caddy.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let spawnError: Error | null = null;
  caddy.once('error', (error) => (spawnError = error));

  const stop = async () => {
    if (caddy.pid !== undefined && caddy.exitCode === null && caddy.signalCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await rm(home, { recursive: true, force: true });
  };
  try {
    await untilAnswers(`${origin}/api/health/`, 30_000, () => {
      if (spawnError) throw new Error(`Caddy could not start (${spawnError.message}): install it with \`apt-get install caddy\``);
      if (caddy.exitCode !== null) throw new Error(`Caddy exited (${caddy.exitCode}):\n${output.join('')}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, output, stop };
}
