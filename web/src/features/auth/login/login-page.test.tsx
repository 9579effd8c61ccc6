import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { LoginPage } from './login-page.tsx';

function ShowLocation() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
    { route, user: null },
  );
}

describe('LoginPage', () => {
  it('has labelled fields, a Remember me checkbox and a Sign in button', () => {
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the validation messages under the fields on an empty submit, without calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { events } = renderLogin();
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must not be empty')).toBeTruthy();
    expect(screen.getByText('Password must not be empty')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats whitespace-only input as empty', async () => {
    const { events } = renderLogin();
    await events.type(screen.getByLabelText('Username'), '   ');
    await events.type(screen.getByLabelText('Password'), '   ');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must not be empty')).toBeTruthy();
  });

  it('signs in with trimmed values and continues to the next path', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(makeUser({ is_agent: true }))));
    vi.stubGlobal('fetch', fetchMock);
    const { events } = renderLogin('/login?next=' + encodeURIComponent('/app/payments?page=2'));
    await events.type(screen.getByLabelText('Username'), '  agent ');
    await events.type(screen.getByLabelText('Password'), 'demo12345');
    await events.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await events.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Now at /app/payments?page=2')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ username: 'agent', password: 'demo12345', remember: true });
  });

  it('goes to the trips list when there is no next path', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(makeUser({ is_driver: true })))));
    const { events } = renderLogin();
    await events.type(screen.getByLabelText('Username'), 'driver');
    await events.type(screen.getByLabelText('Password'), 'demo12345');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Now at /app/trips')).toBeTruthy();
  });

  it('refetches the user when the sign-in reply is not the user itself', async () => {
    const fetchMock = vi.fn<typeof fetch>((_path, init) =>
      Promise.resolve(init?.method === 'POST' ? jsonResponse({ detail: 'Signed in.' }) : jsonResponse(makeUser({ is_agent: true }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { events } = renderLogin();
    await events.type(screen.getByLabelText('Username'), 'agent');
    await events.type(screen.getByLabelText('Password'), 'demo12345');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Now at /app/trips')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'GET']);
  });

  it.each([
    [jsonResponse({ detail: 'Invalid username or password.' }, 400), 'Invalid username or password.'],
    [jsonResponse({ detail: 'Too many sign-in attempts. Try again in 5 minutes.' }, 429), 'Too many sign-in attempts. Try again in 5 minutes.'],
    [
      jsonResponse({ detail: [{ loc: ['body', 'username'], msg: 'Username must not be empty', type: 'value_error' }] }, 422),
      'Invalid input format. Please check your credentials and try again.',
    ],
    [jsonResponse({ detail: 'Server error' }, 500), 'Login failed. Please try again later.'],
  ])('shows a red toast when the server refuses (%#)', async (response, message) => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(response)));
    const { events } = renderLogin();
    await events.type(screen.getByLabelText('Username'), 'agent');
    await events.type(screen.getByLabelText('Password'), 'wrong');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the unexpected-error toast when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const { events } = renderLogin();
    await events.type(screen.getByLabelText('Username'), 'agent');
    await events.type(screen.getByLabelText('Password'), 'demo12345');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('An unexpected error occurred. Please try again later.')).toBeTruthy();
  });

  it('sends an already signed-in visitor to the trips list', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<ShowLocation />} />
      </Routes>,
      { route: '/login', user: makeUser({ is_agent: true }) },
    );
    expect(await screen.findByText('Now at /app/trips')).toBeTruthy();
  });
});
