import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';
import { TEST_PASSWORD } from './factories.ts';

/**
 * A browser-like client for inject(): keeps cookies between calls and sends the CSRF header
 * on unsafe methods, as the web app does.
 */
export class HttpSession {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly options: { ip?: string } = {},
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.request('GET', '/api/health/');
    const headers: Record<string, string> = { ...extra.headers };
    if (this.cookies.size > 0) headers['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && extra.csrf !== false) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    const options: InjectOptions = { method, url, headers, remoteAddress: this.options.ip ?? '127.0.0.1' };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const response = await this.app.inject(options);
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async signIn(username: string, password = TEST_PASSWORD): Promise<LightMyRequestResponse> {
    const response = await this.request('POST', '/api/auth/', { username, password });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
