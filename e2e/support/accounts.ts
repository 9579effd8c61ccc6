import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { signInRequest, type DemoUser } from './sign-in.ts';

/** Long and unusual enough for the server's common-password check. */
export const STRONG_PASSWORD = 'Lokrum-Tramvaj-Kruška-42';

/** A unique bit for names and addresses, so runs and parallel tests never collide. */
export const accountSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The link (path and query) in the newest e-mail to `email` that leads to `path` ('/invitation',
 * '/reset-password'), read from the outbox as staff: with no mail server, messages stay there.
 * Signs `request` in as staff.
 */
export async function emailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  await signInRequest(request, 'staff');
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/outbox/?limit=50&offset=0');
      const { items } = (await response.json()) as { items: Array<{ to: string; text_body: string }> };
      link = items.find((message) => message.to.includes(email) && pattern.test(message.text_body))?.text_body.match(pattern)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A fresh agent of the demo agency, invited by its admin and signed up through the API, so a test
 * may change its password and details without touching the demo accounts. `request` ends signed in
 * as the new agent.
 */
export async function signUpInvitedAgent(request: APIRequestContext, admin: DemoUser = 'agency-admin'): Promise<NewAccount> {
  const id = accountSuffix();
  const account = { username: `e2e-${id}`, email: `e2e.${id}@adriatic-travel.example.com`, password: STRONG_PASSWORD, firstName: 'Nika', lastName: `Jurić ${id}` };
  const invited = await request.post('/api/invitations/', {
    headers: await signInRequest(request, admin),
    data: { role: 'agent', email: account.email, first_name: account.firstName, last_name: account.lastName },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await emailedLink(request, account.email, '/invitation');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const accepted = await request.post('/api/public/accept_invitation/', {
    headers: { 'X-CSRFToken': csrf },
    data: { token, username: account.username, password: account.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return account;
}
