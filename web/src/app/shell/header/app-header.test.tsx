import type { CurrentUser } from '@vozimo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { AppHeader } from './app-header.tsx';

function renderHeader(user: CurrentUser, role: ActiveRole, onRoleChange = vi.fn()) {
  const view = renderWithProviders(<AppHeader user={user} role={role} onRoleChange={onRoleChange} />, {
    route: '/app/trips',
    user,
  });
  return { ...view, onRoleChange };
}

function linkNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim() ?? '');
}

describe('AppHeader desktop menu', () => {
  it.each([
    ['agent', makeUser({ is_agent: true }), 'agent', ['Trips', 'Round trips', 'Payments']],
    ['agency admin', makeUser({ is_agent: true, is_agency_admin: true }), 'agent', ['Trips', 'Round trips', 'Payments', 'Agents']],
    ['driver', makeUser({ is_driver: true }), 'driver', ['Trips', 'Vehicles']],
    ['driver admin', makeUser({ is_driver: true, is_driver_admin: true }), 'driver', ['Trips', 'Drivers', 'Offers', 'Vehicles']],
    ['staff as agent', makeUser({ is_staff: true }), 'agent', ['Trips', 'Round trips', 'Payments', 'Agents', 'Docs', 'Bank transfers', 'Outbox', 'Admin']],
    ['staff as driver', makeUser({ is_staff: true }), 'driver', ['Trips', 'Drivers', 'Offers', 'Vehicles', 'Docs', 'Bank transfers', 'Outbox', 'Admin']],
    ['user without a role', makeUser(), 'driver', ['Trips']],
  ] as const)('shows the %s exactly their items', (_name, user, role, expected) => {
    renderHeader(user, role);
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(expected);
  });

  it('marks the open page as current', () => {
    renderHeader(makeUser({ is_agent: true }), 'agent');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Trips' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives agents the New Trip button and drivers none', () => {
    renderHeader(makeUser({ is_agent: true }), 'agent');
    expect(screen.getByRole('link', { name: 'New Trip' }).getAttribute('href')).toBe('/app/new-trip');
  });

  it('gives drivers no New Trip button', () => {
    renderHeader(makeUser({ is_driver: true }), 'driver');
    expect(screen.queryByRole('link', { name: 'New Trip' })).toBeNull();
  });

  it('links Admin as a plain full-page link to /admin/', () => {
    renderHeader(makeUser({ is_staff: true }), 'agent');
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/');
  });

  it('offers staff the view-as switch in the user menu', async () => {
    const { events, onRoleChange } = renderHeader(makeUser({ is_staff: true, first_name: 'Sara', last_name: 'Kos' }), 'agent');
    await events.click(screen.getByRole('button', { name: 'Sara Kos' }));
    expect(screen.getByRole('menuitemradio', { name: 'View as agent' }).getAttribute('aria-checked')).toBe('true');
    await events.click(screen.getByRole('menuitemradio', { name: 'View as driver' }));
    expect(onRoleChange).toHaveBeenCalledWith('driver');
  });

  it('shows no view-as switch to an agent, but settings, colour scheme and sign out', async () => {
    const { events } = renderHeader(makeUser({ is_agent: true }), 'agent');
    await events.click(screen.getByRole('button', { name: 'Ana Horvat' }));
    expect(screen.queryByRole('menuitemradio', { name: 'View as driver' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/app/settings');
    for (const scheme of ['Auto', 'Light', 'Dark']) expect(screen.getByRole('menuitemradio', { name: scheme })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('AppHeader mobile menu', () => {
  it.each([
    ['driver', makeUser({ is_driver: true }), 'driver', ['Trips', 'Drivers', 'Vehicles']],
    ['driver admin', makeUser({ is_driver: true, is_driver_admin: true }), 'driver', ['Trips', 'Drivers', 'Offers', 'Vehicles']],
    ['agency admin', makeUser({ is_agent: true, is_agency_admin: true }), 'agent', ['Trips', 'Round trips', 'Payments', 'Agents']],
    // spec section 2: the mobile menu shows Drivers to any driver role, staff viewing as driver included
    ['staff as driver', makeUser({ is_staff: true }), 'driver', ['Trips', 'Drivers', 'Offers', 'Vehicles', 'Docs', 'Bank transfers', 'Outbox', 'Admin']],
  ] as const)('opens with the burger and shows the %s their items', async (_name, user, role, expected) => {
    const { events } = renderHeader(user, role);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile' }))).toEqual(expected);
  });

  it('links the drawer logo to /home and closes with the close button', async () => {
    const { events } = renderHeader(makeUser({ is_agent: true }), 'agent');
    await events.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Vozimo' }).getAttribute('href')).toBe('/home');
    expect(within(dialog).getByRole('link', { name: 'New Trip' })).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
