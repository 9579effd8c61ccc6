import { screen } from '@testing-library/react';
import { PASSWORD_RESET_MESSAGES } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../test/stub-api.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const renderPage = () => renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', user: null });

describe('ForgotPasswordPage', () => {
  it('checks the address before asking the server', async () => {
    const calls = stubApi({});
    const { events } = renderPage();
    await events.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.email)).toBeTruthy();
    await events.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await events.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.email)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed address and says the one sentence it says for every address', async () => {
    const calls = stubApi({ 'POST /api/password_reset/': jsonResponse({ detail: PASSWORD_RESET_MESSAGES.sent }, 202) });
    const { events } = renderPage();
    await events.type(screen.getByLabelText('E-mail'), '  ana@example.com ');
    await events.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.sent)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/password_reset/', body: { email: 'ana@example.com' } }]);
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s words when asked too often, keeping the address', async () => {
    stubApi({ 'POST /api/password_reset/': jsonResponse({ detail: 'Too many requests. Try again in an hour.' }, 429) });
    const { events } = renderPage();
    await events.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await events.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Try again in an hour.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
  });
});
