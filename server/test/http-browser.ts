import http from 'node:http';
import { TEST_PASSWORD } from './factories.ts';

/** Answers that carry no body (Response refuses one for them). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * One HTTP request over a real socket to `origin`, with `target` sent exactly as given (no
 * normalising: `//metrics` and `/%6detrics` leave as written, and an absolute `http://…` is sent in
 * absolute form), from `localAddress` when given: on Linux every 127.x.y.z is this machine, so a test
 * can be several clients with addresses of their own.
 */
export function sendRequest(
  origin: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(origin, {
      method: options.method ?? 'GET',
      path: target,
      headers: options.headers ?? {},
      agent: false,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    request.on('error', reject);
    request.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
        const status = incoming.statusCode ?? 0;
        resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    request.end(options.body);
  });
}

/**
 * A browser over real HTTP (inject()'s twin is HttpSession): keeps its cookies across servers, as
 * one site behind a load balancer does, and sends the CSRF header on unsafe methods, as the web app does.
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  /** `localAddress`: the client's own address (127.0.0.2 …), as the proxy in front sees it. */
  constructor(private readonly options: { localAddress?: string } = {}) {}

  async request(
    origin: string,
    method: string,
    url: string,
    body?: unknown,
    extra: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.request(origin, 'GET', '/api/health/');
    const headers: Record<string, string> = { ...extra.headers };
    if (this.cookies.size > 0) headers['cookie'] = this.cookieHeader();
    if (method !== 'GET' && extra.csrf !== false) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await sendRequest(origin, url, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(this.options.localAddress ? { localAddress: this.options.localAddress } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The cookies as the browser sends them: what a stolen or replayed cookie would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async signIn(origin: string, username: string, password = TEST_PASSWORD): Promise<void> {
    const response = await this.request(origin, 'POST', '/api/auth/', { username, password });
    if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  }
}
