import { screen } from '@testing-library/react';
import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES } from '@vozimo/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { refused, stubApi } from '../test/stub-api.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const CHECK = 'GET /api/public/password_reset/?token=t0k%2Fen';
const CONFIRM = 'POST /api/public/password_reset/confirm/';

function renderPage(route = '/reset-password?token=t0k%2Fen') {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/app/trips" element={<p>Trips of the signed-in user</p>} />
    </Routes>,
    { route, user: null },
  );
}

describe('ResetPasswordPage', () => {
  it('says a dead link is dead and offers to ask again, before any password is typed', async () => {
    stubApi({ [CHECK]: jsonResponse({ detail: PASSWORD_RESET_MESSAGES.linkInvalid }, 404) });
    renderPage();
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says the same of a link without a token, asking nothing', async () => {
    const calls = stubApi({});
    renderPage('/reset-password');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('checks the length and the repeat with the contract’s words', async () => {
    const calls = stubApi({ [CHECK]: jsonResponse({ detail: 'OK' }) });
    const { events } = renderPage();
    await events.type(await screen.findByLabelText('New password'), 'short');
    await events.type(screen.getByLabelText('Repeat new password'), 'shorter');
    await events.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal at the field, then signs in and opens the trips', async () => {
    const calls = stubApi({
      [CHECK]: jsonResponse({ detail: 'OK' }),
      [CONFIRM]: [refused('password', PASSWORD_MESSAGES.tooCommon), jsonResponse(makeUser({ is_agent: true }))],
    });
    const { events } = renderPage();
    await events.type(await screen.findByLabelText('New password'), 'password123');
    await events.type(screen.getByLabelText('Repeat new password'), 'password123');
    await events.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooCommon)).toBeTruthy();

    await events.clear(screen.getByLabelText('New password'));
    await events.clear(screen.getByLabelText('Repeat new password'));
    await events.type(screen.getByLabelText('New password'), 'quiet-harbour-41');
    await events.type(screen.getByLabelText('Repeat new password'), 'quiet-harbour-41');
    await events.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Trips of the signed-in user')).toBeTruthy();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.done)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { token: 't0k/en', password: 'password123' },
      { token: 't0k/en', password: 'quiet-harbour-41' },
    ]);
  });
});
