import { screen, waitFor } from '@testing-library/react';
import { OWN_ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { refused, stubApi } from '../test/stub-api.ts';
import { DETAILS_LOAD_FAILED, SettingsPage } from './settings-page.tsx';

const account = { username: 'ana', first_name: 'Ana', last_name: 'Horvat', email: 'ana@example.com' };
const renderPage = () => renderWithProviders(<SettingsPage />, { route: '/app/settings', user: makeUser({ is_agent: true }) });
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('SettingsPage', () => {
  it('says so when the details cannot be loaded', async () => {
    stubApi({ 'GET /api/account/': jsonResponse({ detail: 'Down.' }, 500) });
    renderPage();
    expect(await screen.findByText(DETAILS_LOAD_FAILED)).toBeTruthy();
    // The password can still be changed.
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('checks the details with the contract’s words, keeps a refused e-mail, and saves', async () => {
    const calls = stubApi({
      'GET /api/account/': jsonResponse(account),
      'POST /api/account/': [refused('email', OWN_ACCOUNT_MESSAGES.emailTaken), jsonResponse({ ...account, first_name: 'Anica', email: 'anica@example.com' })],
    });
    const { events } = renderPage();
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).readOnly).toBe(true);
    expect(inputValue('First name')).toBe('Ana');

    await events.clear(screen.getByLabelText('First name'));
    await events.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(OWN_ACCOUNT_MESSAGES.firstName)).toBeTruthy();

    await events.type(screen.getByLabelText('First name'), 'Anica');
    await events.clear(screen.getByLabelText('E-mail'));
    await events.type(screen.getByLabelText('E-mail'), 'anica@example.com');
    await events.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(OWN_ACCOUNT_MESSAGES.emailTaken)).toBeTruthy();
    expect(inputValue('E-mail')).toBe('anica@example.com');

    await events.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(OWN_ACCOUNT_MESSAGES.saved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ first_name: 'Anica', last_name: 'Horvat', email: 'anica@example.com' });
  });

  it('puts a wrong current password at its field, then changes the password and empties the form', async () => {
    const calls = stubApi({
      'GET /api/account/': jsonResponse(account),
      'POST /api/account/password/': [refused('current_password', PASSWORD_MESSAGES.currentWrong), jsonResponse({ detail: 'OK' })],
    });
    const { events } = renderPage();
    await events.type(screen.getByLabelText('Current password'), 'wrong-one');
    await events.type(screen.getByLabelText('New password'), 'quiet-harbour-41');
    await events.type(screen.getByLabelText('Repeat new password'), 'quiet-harbour-41');
    await events.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.currentWrong)).toBeTruthy();
    expect(inputValue('New password')).toBe('quiet-harbour-41');

    await events.clear(screen.getByLabelText('Current password'));
    await events.type(screen.getByLabelText('Current password'), 'demo12345');
    await events.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(OWN_ACCOUNT_MESSAGES.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(inputValue('Current password')).toBe(''));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ current_password: 'demo12345', new_password: 'quiet-harbour-41' });
  });
});
