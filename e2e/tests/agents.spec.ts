import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { emailedLink } from '../support/mailbox.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInByApi } from '../support/sign-in.ts';

const PHONE = { width: 390, height: 844 };
// The demo agency admin's agency (Adriatic Travel) and Alpine Tours' admin ('agent-b').
const OWN_AGENTS = ['Ivana Kovačević', 'Marin Babić'];
const OTHER_AGENCY_AGENT = 'Maja Kos';
// Long and unusual enough for the common-password check.
const NEW_PASSWORD = 'Lokrum-Tramvaj-Kruška-42';

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface AgentRow {
  agent_name: string;
  stats: { completed_trips: number; revenue: number };
}

async function inviteAgent(page: Page, firstName: string, lastName: string, email: string) {
  const form = page.getByRole('form', { name: 'Invite agent' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('E-mail').fill(email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/invitations/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  expect((await sent).status()).toBeLessThan(300);
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

test.describe('Agents screen', () => {
  test("an agency admin sees its agents with their figures, never another agency's, and invites an agent who signs up", async ({ page, browser }, testInfo) => {
    await signInByApi(page, 'agency-admin');
    const listed = (await (await page.request.get('/api/agents/')).json()) as AgentRow[];
    // Agents other journeys invite into the agency may be listed too; another agency's never.
    expect(listed.map((a) => a.agent_name)).toEqual(expect.arrayContaining(OWN_AGENTS));
    expect(listed.map((a) => a.agent_name)).not.toContain(OTHER_AGENCY_AGENT);
    // The demo agents have completed trips: their fees are the agency fee of those.
    const withFees = listed.find((a) => a.agent_name === 'Marin Babić')!;
    expect(withFees.stats.revenue).toBeGreaterThan(0);

    await page.goto('/app/agents');
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Agent Name', 'E-mail', 'Last Login', 'Trips', 'Fees', 'Last Created Trip', 'Actions']);
    for (const name of OWN_AGENTS) await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText(OTHER_AGENCY_AGENT)).toHaveCount(0);
    const admin = table.getByRole('row', { name: /Ivana Kovačević/ });
    await expect(admin.getByText('Agency admin')).toBeVisible();
    // Nobody deactivates themselves: no button on the admin's own row.
    await expect(admin.getByRole('button')).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Deactivate Marin Babić' })).toBeVisible();
    const marin = table.getByRole('row', { name: /Marin Babić/ });
    await expect(marin.getByText(`€${(withFees.stats.revenue / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeVisible();
    await expect(marin.getByRole('progressbar', { name: `${withFees.stats.completed_trips} completed` })).toBeVisible();
    expect(await table.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    const id = suffix();
    const email = `lea.${id}@adriatic-travel.example.com`;
    await inviteAgent(page, 'Lea', `Horvat ${id}`, email);
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('agents-desktop.png'), fullPage: true });

    // The invitee opens the e-mail's link in a browser of their own and chooses a password.
    const link = await emailedLink(email, '/invitation');
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await invitee.getByLabel('Username').fill(`lea-${id}`);
    await invitee.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await invitee.getByLabel('Repeat password').fill(NEW_PASSWORD);
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/app\/trips/);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    await invitee.context().close();

    // The new agent is on the list, and the invitation is no longer waiting.
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(`Lea Horvat ${id}`) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(email)).toHaveCount(0);
  });

  test('on a phone the agents are cards, and deactivating one asks first and signs it out', async ({ page, browser }, testInfo) => {
    // An agent of the agency's own, so the demo agents stay as they are for other journeys.
    await signInByApi(page, 'agency-admin');
    await page.setViewportSize(PHONE);
    await page.goto('/app/agents');
    const id = suffix();
    const email = `tin.${id}@adriatic-travel.example.com`;
    await inviteAgent(page, 'Tin', `Perić ${id}`, email);
    const link = await emailedLink(email, '/invitation');
    const agent = await (await browser.newContext()).newPage();
    await agent.goto(link);
    await agent.getByLabel('Username').fill(`tin-${id}`);
    await agent.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await agent.getByLabel('Repeat password').fill(NEW_PASSWORD);
    await agent.getByRole('button', { name: 'Create account' }).click();
    await expect(agent).toHaveURL(/\/app\/trips/);

    await signInByApi(page, 'agency-admin');
    await page.goto('/app/agents');
    const cards = page.getByRole('list', { name: 'Agents' });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Marin Babić' })).toBeVisible();
    const card = cards.getByRole('listitem').filter({ hasText: `Tin Perić ${id}` });
    await card.getByRole('button', { name: `Deactivate Tin Perić ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate Tin Perić ${id}?` });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(card.getByText('Inactive')).toBeVisible();
    await expect(card.getByRole('button', { name: `Reactivate Tin Perić ${id}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('agents-phone.png'), fullPage: true });

    // The deactivated agent's open session has ended.
    expect((await agent.request.get('/api/auth/')).status()).toBe(401);
    await agent.context().close();
  });
});
