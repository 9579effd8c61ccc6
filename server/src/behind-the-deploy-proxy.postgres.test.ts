import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CLAIM_REFUSALS } from '@vozimo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './platform/db/database.ts';
import { openDatabase, type DatabaseOptions } from './platform/db/open-database.ts';
import { SESSION_COOKIE } from './platform/sessions/session-token.ts';
import { insertRoleCast, insertUser, TEST_PASSWORD, uniqueName } from '../test/factories.ts';
import { startDeployProxy, type DeployProxy } from '../test/deploy-proxy.ts';
import { freeLocalPort } from '../test/free-port.ts';
import { HttpBrowser, sendRequest } from '../test/http-browser.ts';
import { insertMarketplaceCompany, insertOfferedTrip } from '../test/marketplace-factories.ts';
import { logLinesOf, startServerProcess, stopServerProcess, untilServerUp, type ServerProcess } from '../test/server-process.ts';
import { createEmptyPostgresDatabase } from '../test/test-database.ts';
import { insertTrip } from '../test/trip-factories.ts';

// Issue 28: the deployment as compose.yaml runs it — real server processes behind Caddy with the
// repository's own deploy/Caddyfile — attacked from the public address: the metrics however their
// path is written, a client's own X-Forwarded-For against the sign-in limits, a race across
// processes, CSRF and a permission. Once as production runs it (two processes on one PostgreSQL)
// and once on the embedded database (one process, since only one can open it; both of the file's
// upstreams point at it). It lives in the PostgreSQL tier because that stack needs TEST_DATABASE_URL,
// and CI (.ci/run) installs Caddy for it; `caddy` must be on the PATH.

const METRICS_TOKEN = 'metrics-token-for-the-proxy-test-0123456789';
/** A series every scrape has: an answer holding it reached the metrics. */
const A_METRIC = 'process_cpu_user_seconds_total';
const CSRF_REFUSAL = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
/**
 * The test's clients, as the proxy sees them: on Linux every 127.x.y.z is this machine. Each is on a
 * network of its own, since the sign-in limits count a whole network (a /24) as one source.
 */
const CLIENT = { attacker: '127.0.2.1', owner: '127.0.3.1', claimers: '127.0.4.1', csrf: '127.0.5.1' } as const;

/**
 * The same four letters however a client may write them, and each way a proxy and a router might
 * read a path differently: case, percent-encoding (once, partly, of the slash), dot segments,
 * repeated and trailing slashes, a query, a fragment, path parameters, and the absolute form.
 */
const METRICS_PATHS = [
  '/metrics',
  '/metrics/',
  '//metrics',
  '///metrics',
  '//metrics//',
  '/%6detrics',
  '/%6Detrics',
  '/%6d%65%74%72%69%63%73',
  '/%4Detrics',
  '/METRICS',
  '/Metrics',
  '/./metrics',
  '/%2e/metrics',
  '/.%2fmetrics',
  '/%2fmetrics',
  '/api/../metrics',
  '/x/../metrics',
  '/api/%2e%2e/metrics',
  '/api/..%2fmetrics',
  '/metrics/.',
  '/metrics/..',
  '/metrics.',
  '/metrics%2e',
  '/metrics%2f',
  '/metrics?',
  '/metrics?x=1',
  '/metrics#',
  '/metrics;',
  '/metrics%3b',
  '/metrics%20',
  '/metrics%09',
];

/** What the stack is seeded with before its processes start (the embedded database is theirs alone then). */
async function seed(db: Database) {
  const cast = await insertRoleCast(db);
  const companies = [await insertMarketplaceCompany(db), await insertMarketplaceCompany(db), await insertMarketplaceCompany(db)];
  return {
    companies,
    offered: await insertOfferedTrip(db, { agentUserId: cast.users.agent.id }),
    /** A confirmed trip never offered to drivers: unknown to every company. */
    neverOffered: await insertTrip(db, { status: 'confirmed', agentUserId: cast.users.agent.id }),
    signInTarget: await insertUser(db, { isAgent: true, agencyId: cast.agency.id, username: uniqueName('target') }),
  };
}
type Seeded = Awaited<ReturnType<typeof seed>>;

interface Stack {
  proxy: DeployProxy;
  servers: ServerProcess[];
  seeded: Seeded;
  close(): Promise<void>;
}

/** `count` distinct free ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freeLocalPort());
  return [...ports];
}

/**
 * Seeds the database, starts `processes` server processes on it (as compose.yaml: behind their
 * proxy they believe it, TRUST_PROXY) and Caddy in front of them.
 */
async function startStack(database: DatabaseOptions, processes: 1 | 2, dataDir: string, dropDatabase: () => Promise<void>): Promise<Stack> {
  const handle = await openDatabase(database);
  const seeded = await seed(handle.db).finally(() => handle.close());
  const [proxyPort, ...appPorts] = await freePorts(1 + processes);
  const env = {
    TRUST_PROXY: 'true',
    METRICS_TOKEN,
    // The incoming-request lines name the client address the app believed.
    LOG_LEVEL: 'info',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
  };
  const servers = appPorts.map((port) => startServerProcess(port, dataDir, env));
  const close = async () => {
    await Promise.all(servers.map(stopServerProcess));
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(servers.map((server) => untilServerUp(server)));
    const upstreams = servers.map((server) => new URL(server.origin).host);
    const proxy = await startDeployProxy(proxyPort!, [upstreams[0]!, upstreams[1] ?? upstreams[0]!]);
    return {
      proxy,
      servers,
      seeded,
      close: async () => {
        await proxy.stop();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const STACKS = [
  {
    name: 'two server processes on one PostgreSQL database',
    start: async () => {
      const empty = await createEmptyPostgresDatabase('vz_test_proxy');
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-proxy-postgres-'));
      return startStack({ kind: 'postgres', url: empty.url, poolSize: 2 }, 2, dataDir, () => empty.drop());
    },
  },
  {
    name: 'one server process on the embedded database',
    start: async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-proxy-embedded-'));
      return startStack({ kind: 'pglite', dataDir }, 1, dataDir, async () => {});
    },
  },
];

/** The app's "incoming request" log lines for `url`, across the stack's processes, with the process that wrote each. */
function incomingRequests(stack: Stack, url: string) {
  return stack.servers.flatMap((server, process) =>
    logLinesOf(server)
      .filter((line) => line['msg'] === 'incoming request')
      .map((line) => ({ process, ...(line['req'] as { url: string; remoteAddress: string }) }))
      .filter((request) => request.url === url),
  );
}

// Both stacks start together: most of a start is each process loading and migrating on its own.
const started = new Map<string, Stack>();
beforeAll(async () => {
  const starts = await Promise.allSettled(STACKS.map(async ({ name, start }) => started.set(name, await start())));
  const failed = starts.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);
afterAll(() => Promise.all([...started.values()].map((stack) => stack.close())), 60_000);

describe.each(STACKS)('behind deploy/Caddyfile: $name', ({ name }) => {
  let stack: Stack;
  beforeAll(() => {
    stack = started.get(name)!;
  });

  it('the metrics cannot be reached from the public address, however the path is written, even with the token', async () => {
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    // They are there on each process's own address, where Prometheus scrapes them: so the paths
    // below would have found them had the proxy let them through.
    for (const server of stack.servers) expect(await (await sendRequest(server.origin, '/metrics', { headers: bearer })).text()).toContain(A_METRIC);

    const reached: string[] = [];
    for (const written of [...METRICS_PATHS, `${stack.proxy.origin}/metrics`]) {
      const response = await sendRequest(stack.proxy.origin, written, { headers: bearer });
      if ((await response.text()).includes(A_METRIC)) reached.push(`${written} (${response.status})`);
    }
    expect(reached).toEqual([]);
  });

  it("the address the sign-in limits count is the client's own: a client's X-Forwarded-For is not believed, and forty attempts at once over the processes let five through", async () => {
    const { signInTarget } = stack.seeded;
    const attacker = new HttpBrowser({ localAddress: CLIENT.attacker });
    await attacker.request(stack.proxy.origin, 'GET', '/api/health/');
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attacker.request(
          stack.proxy.origin,
          'POST',
          '/api/auth/',
          { username: signInTarget.username, password: `guess-${i}` },
          // A new address claimed for every attempt, and a request id of the client's choosing.
          { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}`, 'x-request-id': 'chosen-by-the-client' } },
        ),
      ),
    );
    const statuses = attempts.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(attempts.map((answer) => answer.headers.get('x-request-id'))).not.toContain('chosen-by-the-client');

    // The right password from the same client is refused; from another client it signs in.
    const rightPassword = { username: signInTarget.username, password: TEST_PASSWORD };
    const fromAttacker = { headers: { 'x-forwarded-for': '203.0.113.200' } };
    expect((await attacker.request(stack.proxy.origin, 'POST', '/api/auth/', rightPassword, fromAttacker)).status).toBe(429);
    const owner = new HttpBrowser({ localAddress: CLIENT.owner });
    expect((await owner.request(stack.proxy.origin, 'POST', '/api/auth/', rightPassword)).status).toBe(200);

    // The app logged each attempt under the address it came from, and every process had some.
    await vi.waitFor(() => expect(incomingRequests(stack, '/api/auth/')).toHaveLength(42), { timeout: 5_000 });
    const logged = incomingRequests(stack, '/api/auth/');
    expect(new Set(logged.map((request) => request.remoteAddress))).toEqual(new Set([CLIENT.attacker, CLIENT.owner]));
    expect(new Set(logged.map((request) => request.process))).toEqual(new Set(stack.servers.map((_, process) => process)));
  });

  it('fifty claims of one trip sent at once through the proxy give it to exactly one company', async () => {
    const { companies, offered } = stack.seeded;
    const claimers = await Promise.all(
      companies.map(async (company) => {
        const browser = new HttpBrowser({ localAddress: CLIENT.claimers });
        await browser.signIn(stack.proxy.origin, company.admin.username);
        return { browser, company };
      }),
    );
    const claimUrl = `/api/claim_trip/${offered.id}/`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const { browser, company } = claimers[i % claimers.length]!;
        return browser.request(stack.proxy.origin, 'POST', claimUrl, { driver_id: company.driver.id, vehicle_id: company.vehicle.id });
      }),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refusals = bodies.filter((_, i) => answers[i]!.status !== 200);
    expect(new Set(refusals)).toEqual(new Set([JSON.stringify({ detail: CLAIM_REFUSALS.alreadyClaimed })]));

    await vi.waitFor(() => expect(incomingRequests(stack, claimUrl)).toHaveLength(50), { timeout: 5_000 });
    expect(new Set(incomingRequests(stack, claimUrl).map((request) => request.process))).toEqual(new Set(stack.servers.map((_, process) => process)));
  });

  it('CSRF and permissions hold through the proxy', async () => {
    const { companies, neverOffered } = stack.seeded;
    const company = companies[0]!;
    const claim = { driver_id: company.driver.id, vehicle_id: company.vehicle.id };
    const url = `/api/claim_trip/${neverOffered.id}/`;
    const driverAdmin = new HttpBrowser({ localAddress: CLIENT.csrf });
    await driverAdmin.signIn(stack.proxy.origin, company.admin.username);

    const withoutHeader = await driverAdmin.request(stack.proxy.origin, 'POST', url, claim, { csrf: false });
    expect([withoutHeader.status, await withoutHeader.json()]).toEqual([403, CSRF_REFUSAL]);

    // Another browser's token, planted beside the session cookie and echoed in the header.
    const other = new HttpBrowser({ localAddress: CLIENT.csrf });
    await other.request(stack.proxy.origin, 'GET', '/api/health/');
    const planted = other.cookie('csrftoken')!;
    const withPlanted = await sendRequest(stack.proxy.origin, url, {
      method: 'POST',
      headers: {
        cookie: `${SESSION_COOKIE}=${driverAdmin.cookie(SESSION_COOKIE)}; csrftoken=${planted}`,
        'x-csrftoken': planted,
        'content-type': 'application/json',
      },
      body: JSON.stringify(claim),
      localAddress: CLIENT.csrf,
    });
    expect([withPlanted.status, await withPlanted.json()]).toEqual([403, CSRF_REFUSAL]);

    // With its token: a trip never offered is unknown to the company; a visitor is not signed in.
    expect((await driverAdmin.request(stack.proxy.origin, 'POST', url, claim)).status).toBe(404);
    expect((await other.request(stack.proxy.origin, 'POST', url, claim)).status).toBe(401);
  });
});
