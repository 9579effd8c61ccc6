import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { emailedLink } from './mailbox.ts';
import { signInRequest, type DemoUser } from './sign-in.ts';

/** Long and unusual enough for the server's common-password check. */
export const STRONG_PASSWORD = 'Lokrum-Tramvaj-Kruška-42';

/** A unique bit for names and addresses, so runs and parallel tests never collide. */
export const accountSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

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
  const link = await emailedLink(account.email, '/invitation');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const accepted = await request.post('/api/public/accept_invitation/', {
    headers: { 'X-CSRFToken': csrf },
    data: { token, username: account.username, password: account.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return account;
}
