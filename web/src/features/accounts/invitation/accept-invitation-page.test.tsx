import { screen } from '@testing-library/react';
import { INVITATION_MESSAGES, PASSWORD_MESSAGES, type InvitationPreview } from '@vozimo/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { refused, stubApi } from '../test/stub-api.ts';
import { AcceptInvitationPage } from './accept-invitation-page.tsx';

const PREVIEW = 'GET /api/public/invitation/?token=abc';
const ACCEPT = 'POST /api/public/accept_invitation/';
const invitation: InvitationPreview = {
  email: 'mia.novak@example.com',
  first_name: 'Mia',
  last_name: 'Novak',
  role: 'agent',
  organisation_name: 'Adriatic Travel',
  suggested_username: 'mia.novak',
};

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/invitation" element={<AcceptInvitationPage />} />
      <Route path="/app/trips" element={<p>Trips of the signed-in user</p>} />
    </Routes>,
    { route: '/invitation?token=abc', user: null },
  );
}

describe('AcceptInvitationPage', () => {
  it('says a dead invitation is dead', async () => {
    stubApi({ [PREVIEW]: jsonResponse({ detail: INVITATION_MESSAGES.linkInvalid }, 404) });
    renderPage();
    expect(await screen.findByText(INVITATION_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('shows who is invited where, and checks the username and the passwords before sending', async () => {
    const calls = stubApi({ [PREVIEW]: jsonResponse(invitation) });
    const { events } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Adriatic Travel' })).toBeTruthy();
    expect(screen.getByText('Mia Novak')).toBeTruthy();
    expect(screen.getByText('mia.novak@example.com')).toBeTruthy();
    const username = screen.getByLabelText('Username') as HTMLInputElement;
    expect(username.value).toBe('mia.novak');

    await events.clear(username);
    await events.type(username, 'mi');
    await events.type(screen.getByLabelText('Password'), 'long-enough-1');
    await events.type(screen.getByLabelText('Repeat password'), 'long-enough-2');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(INVITATION_MESSAGES.username)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts a taken username at its field, then creates the account, signs in and opens the trips', async () => {
    const calls = stubApi({
      [PREVIEW]: jsonResponse(invitation),
      [ACCEPT]: [refused('username', INVITATION_MESSAGES.usernameTaken), jsonResponse(makeUser({ is_agent: true, first_name: 'Mia' }))],
    });
    const { events } = renderPage();
    await events.type(await screen.findByLabelText('Password'), 'quiet-harbour-41');
    await events.type(screen.getByLabelText('Repeat password'), 'quiet-harbour-41');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(INVITATION_MESSAGES.usernameTaken)).toBeTruthy();

    await events.type(screen.getByLabelText('Username'), '2');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Trips of the signed-in user')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { token: 'abc', username: 'mia.novak', password: 'quiet-harbour-41' },
      { token: 'abc', username: 'mia.novak2', password: 'quiet-harbour-41' },
    ]);
  });
});
