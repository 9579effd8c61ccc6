import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@vozimo/contract';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { authKeys } from '../lib/auth/auth-keys.ts';

export function createTestQueryClient(user?: CurrentUser | null): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (user !== undefined) queryClient.setQueryData(authKeys.currentUser(), user);
  return queryClient;
}

/** Mantine in test mode (no transitions, no portals) so menus and drawers render in place. */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactElement }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

interface RenderOptions {
  /** Start URL of the memory router. */
  route?: string;
  /** Preloads the current user (null = signed out); undefined leaves it to load through fetch. */
  user?: CurrentUser | null;
  /** Another client, e.g. the app's own (lib/query-client.ts) for a test of its freshness rules. */
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, { route = '/', user, queryClient = createTestQueryClient() }: RenderOptions = {}) {
  if (user !== undefined) queryClient.setQueryData(authKeys.currentUser(), user);
  const result = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, queryClient, events: userEvent.setup() };
}

/** A user with every flag off; override what the test needs. */
export function makeUser(flags: Partial<CurrentUser> = {}): CurrentUser {
  return {
    first_name: 'Ana',
    last_name: 'Horvat',
    is_agent: false,
    is_agency_admin: false,
    is_driver: false,
    is_driver_admin: false,
    is_staff: false,
    ...flags,
  };
}

/** A fetch stub answering with one JSON response (status defaults to 200). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
