// Why this file exists: pages are measured as production serves them, over HTTPS and HTTP/2 through
// Caddy (deploy/Caddyfile, docs/deploy.md), not over the app's own plain HTTP/1.1 port, where a
// browser opens at most six connections and fetches the page's chunks six at a time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether Caddy is installed (`apt-get install caddy` on Debian). */
export function caddyAvailable(caddyPath = 'caddy') {
  return spawnSync(caddyPath, ['version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts Caddy on https://localhost:{port}, proxying to the app on 127.0.0.1:{appPort} with a
 * certificate of Caddy's own local authority (the browser is told to accept it), and waits until
 * it answers. Returns its address and a stop function that also removes its state.
 */
export async function startHttpsProxy({ port, appPort, caddyPath = 'caddy' }) {
  const home = mkdtempSync(path.join(os.tmpdir(), 'vozimo-caddy-'));
  const caddyfile = path.join(home, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
	admin off
	skip_install_trust
	auto_https disable_redirects
}
https://localhost:${port} {
	tls internal
	reverse_proxy 127.0.0.1:${appPort}
}
`,
  );
  // Caddy keeps its local authority and certificates under XDG_DATA_HOME: a throwaway one.
  const env = { ...process.env, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, HOME: home };
  const caddy = spawn(caddyPath, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  caddy.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  let exited = false;
  caddy.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await gone;
    }
    rmSync(home, { recursive: true, force: true });
  };
  const url = `https://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited) {
    // Node checks certificates; Caddy's own authority is unknown to it, so a TLS error still means Caddy listens.
    const answered = await fetch(`${url}/api/health/live/`).then(
      () => true,
      (error) => /certificate|self-signed|self signed/i.test(String(error?.cause?.message ?? error?.cause?.code ?? '')),
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`Caddy did not start on ${url}:\n${log}`);
}
