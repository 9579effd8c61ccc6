import { screen, waitFor, within } from '@testing-library/react';
import { COMPANIES_SCREEN_TEXT, INVITATION_MESSAGES } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeCompanyAdmin } from '../test/fleet-fixtures.ts';
import { InviteCompanyAdminForm } from './invite-company-admin-form.tsx';

// A company nobody runs yet: the admin invited here is its first driver.
const company = makeCompanyAdmin({ company_id: 9, company_name: 'Dalmatia Cars', admins_count: 0, drivers_count: 0, vehicles_count: 0 });

function stubPost(answer: Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      sent.push({ url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      return answer;
    }),
  );
  return sent;
}

describe('InviteCompanyAdminForm', () => {
  it('says what is missing and sends nothing, then invites the admin and says so', async () => {
    const sent = stubPost(jsonResponse({ ...company, drivers_count: 1 }));
    const onSent = vi.fn();
    const { events } = renderWithProviders(<InviteCompanyAdminForm company={company} onSent={onSent} />);
    const form = screen.getByRole('form', { name: "Invite the company's admin" });

    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(INVITATION_MESSAGES.firstName)).toBeTruthy();
    expect(within(form).getByText(INVITATION_MESSAGES.email)).toBeTruthy();
    expect(sent).toEqual([]);

    await events.type(within(form).getByRole('textbox', { name: 'First name' }), 'Mia');
    await events.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Kovač');
    await events.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'mia@dalmatia.example');
    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([{ url: '/api/admin/companies/9/invite_admin/', body: { first_name: 'Mia', last_name: 'Kovač', email: 'mia@dalmatia.example' } }]);
    expect(await screen.findByText(COMPANIES_SCREEN_TEXT.invited('mia@dalmatia.example'))).toBeTruthy();
  });

  it('keeps what was typed and shows the refusal when the address already has an account', async () => {
    stubPost(jsonResponse({ detail: INVITATION_MESSAGES.emailHasAccount }, 409));
    const onSent = vi.fn();
    const { events } = renderWithProviders(<InviteCompanyAdminForm company={company} onSent={onSent} />);
    await events.type(screen.getByRole('textbox', { name: 'First name' }), 'Mia');
    await events.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kovač');
    await events.type(screen.getByRole('textbox', { name: 'E-mail' }), 'taken@example.com');
    await events.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INVITATION_MESSAGES.emailHasAccount)).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('taken@example.com');
  });
});
