import { screen, within } from '@testing-library/react';
import { INVITATION_MESSAGES } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeDriver } from '../test/fleet-fixtures.ts';
import { DriversPage } from './drivers-page.tsx';

const invitation = {
  invitation_id: 5,
  role: 'driver',
  email: 'ivan.k@example.com',
  first_name: 'Ivan',
  last_name: 'Kovač Jr.',
  driver_id: 11,
  grants_admin: false,
  status: 'pending',
  created_at: '2026-11-24T06:00:00Z',
  expires_at: '2026-12-01T06:00:00Z',
  invited_by: 'Marko',
};

/** The Drivers list, and the invitation's answers in turn; records the JSON bodies sent. */
function stubApi(answers: Response[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') {
        return jsonResponse([
          makeDriver({ driver_name: 'Ivan Kovač Jr.', email: 'ivan@example.com' }),
          makeDriver({ driver_id: 12, driver_name: 'Ana Perić', has_account: true }),
        ]);
      }
      expect(String(input)).toBe('/api/invitations/');
      sent.push(JSON.parse(init?.body as string));
      return answers.shift()!;
    }),
  );
  return sent;
}

describe('Invite driver', { timeout: 15_000 }, () => {
  it('is offered only for drivers without an account, with the driver’s name and address filled in', async () => {
    const sent = stubApi([
      jsonResponse({ detail: INVITATION_MESSAGES.pending }, 409),
      jsonResponse(invitation, 201),
    ]);
    const { events } = renderWithProviders(<DriversPage />, { user: makeUser({ is_driver: true, is_driver_admin: true }) });
    const ana = (await screen.findByText('Ana Perić')).closest('tr')!;
    expect(within(ana).queryByRole('button', { name: 'Invite Ana Perić' })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Invite Ivan Kovač Jr.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Ivan Kovač Jr.' });
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Ivan');
    expect((within(dialog).getByLabelText('Last name') as HTMLInputElement).value).toBe('Kovač Jr.');
    const email = within(dialog).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('ivan@example.com');

    await events.clear(email);
    await events.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(INVITATION_MESSAGES.email)).toBeTruthy();
    expect(sent).toEqual([]);

    await events.type(email, 'ivan.k@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(INVITATION_MESSAGES.pending)).toBeTruthy();

    // The company's first account runs it: Driver admin (issue 30).
    await events.click(within(dialog).getByRole('checkbox', { name: /Driver admin/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ivan.k@example.com.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ role: 'driver', driver_id: 11, email: 'ivan.k@example.com', first_name: 'Ivan', last_name: 'Kovač Jr.', agency_id: null, grants_admin: true });
  });
});
