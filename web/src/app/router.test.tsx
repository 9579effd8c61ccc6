import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { CurrentUser } from '@vozimo/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, makeUser, TestProviders } from '../test/render-with-providers.tsx';
import { patchRoutesOnNavigation, routes } from './router.tsx';

/**
 * The app's router in memory, adding /app on demand as in the browser. `user` undefined leaves the
 * current user to load through fetch.
 */
function renderApp(path: string, user: CurrentUser | null | undefined, role?: string) {
  if (role) window.localStorage.setItem('role', role);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <TestProviders queryClient={createTestQueryClient(user)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const currentPath = (router: ReturnType<typeof renderApp>) => router.state.location.pathname + router.state.location.search;

describe('routes', () => {
  it('shows nothing of the app while the user is still loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    const router = renderApp('/app/trips', undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/app/trips');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('sends a signed-out visitor of /app to login, remembering path and query', async () => {
    const router = renderApp('/app/payments?page=2', null);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(currentPath(router)).toBe('/login?next=' + encodeURIComponent('/app/payments?page=2'));
  });

  it('adds /app on the first navigation into it from a public page', async () => {
    const router = renderApp('/', null);
    expect(currentPath(router)).toBe('/');
    await router.navigate('/app/payments?page=2');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(currentPath(router)).toBe('/login?next=' + encodeURIComponent('/app/payments?page=2'));
  });

  it('redirects /app to the trips list', async () => {
    const router = renderApp('/app', makeUser({ is_agent: true }));
    expect(await screen.findByRole('heading', { name: 'Trips' })).toBeTruthy();
    // The dashboard then writes its default month into the address.
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/app\/trips\?month=\d{4}-\d{2}$/));
  });

  it.each([
    ['/app/agents', makeUser({ is_agent: true }), 'agent'],
    ['/app/docs', makeUser({ is_agent: true, is_agency_admin: true }), 'agent'],
    ['/app/payments', makeUser({ is_driver: true }), 'driver'],
    ['/app/offers', makeUser({ is_driver: true }), 'driver'],
    ['/app/vehicles', makeUser({ is_staff: true }), 'agent'],
    ['/app/bank-transfers', makeUser({ is_agent: true, is_agency_admin: true }), 'agent'],
    ['/app/outbox', makeUser({ is_driver: true, is_driver_admin: true }), 'driver'],
  ])('shows Unauthorized for %s without permission', async (path, user, role) => {
    const router = renderApp(path, user, role);
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to view the content of this page.')).toBeTruthy();
    expect(currentPath(router)).toBe('/app/unauthorized');
  });

  it.each([
    ['/app/agents', makeUser({ is_agent: true, is_agency_admin: true }), 'Agents'],
    ['/app/offers', makeUser({ is_driver: true, is_driver_admin: true }), 'Offers'],
    ['/app/docs', makeUser({ is_staff: true }), 'Docs'],
    ['/app/new-trip', makeUser({ is_agent: true }), 'New Trip'],
  ])('opens %s for a user allowed to', async (path, user, title) => {
    renderApp(path, user);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('opens the trip form for editing, which asks for the trip', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Trip not found.' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/app/edit-trip/12', makeUser({ is_agent: true }));
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/trip/12', expect.anything());
  });

  it.each([
    ['/app/payments', makeUser({ is_agent: true }), 'Pending Payments', '/api/pending_payment_trips/'],
    ['/app/bank-transfers', makeUser({ is_staff: true }), 'Bank transfers', '/api/bulk_payments/?limit=50&offset=0'],
    ['/app/outbox', makeUser({ is_staff: true }), 'Outbox', '/api/outbox/?limit=20&offset=0'],
    ['/app/agents', makeUser({ is_agent: true, is_agency_admin: true }), 'Agents', '/api/agents/'],
    ['/app/drivers', makeUser({ is_driver: true, is_driver_admin: true }), 'Drivers', '/api/drivers/'],
    ['/app/vehicles', makeUser({ is_driver: true }), 'Vehicles', '/api/vehicles/'],
    ['/app/offers', makeUser({ is_driver: true, is_driver_admin: true }), 'Offers', '/api/offered_trips/'],
  ])('opens %s, which asks for its list', async (path, user, heading, api) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Down.' }), { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp(path, user);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(api, expect.anything()));
  });

  it('opens the payment return page without signing in, which asks for the trip', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Trip not found.' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/payment/return/41?reference=VZ-7K3Q9A&token=abc&payment_intent_client_secret=pi_1_secret_2', null);
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/public/trip/VZ-7K3Q9A?token=abc', expect.anything());
  });

  it('opens the settings of any signed-in user, which ask for its details', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Down.' }), { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/app/settings', makeUser({ is_driver: true }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account/', expect.anything()));
  });

  it.each([
    ['/forgot-password', 'Forgot your password?', null],
    ['/reset-password?token=abc', 'Set a new password', '/api/public/password_reset/?token=abc'],
    ['/invitation?token=abc', 'Your invitation', '/api/public/invitation/?token=abc'],
  ])('opens %s without signing in', async (path, heading, api) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp(path, null);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    if (api) await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(api, expect.anything()));
  });

  it.each(['/app/nope', '/no/such/page'])('shows the not-found page for %s', async (path) => {
    renderApp(path, makeUser({ is_agent: true }));
    expect(await screen.findByRole('heading', { name: 'Nothing to see here' })).toBeTruthy();
  });

  it('shows the public header Sign in link to a signed-out visitor', async () => {
    renderApp('/', null);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText('© 2024 All rights reserved.')).toBeTruthy();
  });

  it('shows a signed-in visitor of a public page the way into the app', async () => {
    renderApp('/contact', makeUser({ is_agent: true }));
    expect((await screen.findByRole('link', { name: 'Go to app' })).getAttribute('href')).toBe('/app/trips');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it.each([
    ['/admin/', makeUser({ is_staff: true }), 'Admin'],
    ['/admin', makeUser({ is_agent: true }), 'Unauthorized'],
  ])('guards %s for staff', async (path, user, heading) => {
    renderApp(path, user);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });
});
