import { screen, within } from '@testing-library/react';
import type { SetupChecklist as Checklist } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

function answer(checklist: Checklist | 'fail') {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/admin/setup_checklist/'
        ? checklist === 'fail'
          ? jsonResponse({ detail: 'Down.' }, 500)
          : jsonResponse(checklist)
        : jsonResponse({ detail: 'Not found.' }, 404),
    ),
  );
}

const renderChecklist = () => renderWithProviders(<SetupChecklist />, { route: '/admin/approvals', user: makeUser({ is_staff: true }) });

describe('the setup checklist', () => {
  it('links each missing step to the screen that sets it and marks what is done', async () => {
    answer({
      steps: [
        { step: 'bank_details', done: false },
        { step: 'business_details', done: true },
        { step: 'agency', done: false },
        { step: 'driver_company', done: false },
      ],
      complete: false,
    });
    renderChecklist();
    const section = await screen.findByRole('region', { name: 'Finish setting up your business' });
    expect(within(section).getByText(/1 of 4 done/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Add your bank account' }).getAttribute('href')).toBe('/admin/money');
    expect(within(section).getByRole('link', { name: 'Add an agency' }).getAttribute('href')).toBe('/admin/agencies');
    expect(within(section).getByRole('link', { name: 'Add or approve a driver company' }).getAttribute('href')).toBe('/admin/companies');
    expect(within(section).queryByRole('link', { name: 'Enter your business details' })).toBeNull();
    expect(within(section).getByText('Enter your business details: done')).toBeTruthy();
  });

  it('shows nothing once every step is done', async () => {
    answer({ steps: [{ step: 'bank_details', done: true }], complete: true });
    const { queryClient } = renderChecklist();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when it cannot be loaded', async () => {
    answer('fail');
    renderChecklist();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error loading the setup checklist.');
  });
});
