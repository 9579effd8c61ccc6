import { screen, within } from '@testing-library/react';
import { AGENCY_FORM_MESSAGES, BANK_ACCOUNT_MESSAGES, type AgencyAdmin } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../features/accounts/test/stub-api.ts';
import { OWN_AGENCY_SAVED } from '../../features/agents/agencies/own-agency-section.tsx';
import { OWN_COMPANY_SAVED } from '../../features/fleet/companies/own-company-section.tsx';
import { makeCompanyAdmin } from '../../features/fleet/test/fleet-fixtures.ts';
import { jsonResponse, makeUser, renderWithProviders } from '../../test/render-with-providers.tsx';
import { SettingsRoute } from './settings-route.tsx';

const account = { username: 'ante', first_name: 'Ante', last_name: 'Jurić', email: 'ante@example.com' };
const company = makeCompanyAdmin();

const companyForm = () => screen.getByRole('form', { name: 'Your company' });

describe('Settings of a driver admin: the company', { timeout: 15_000 }, () => {
  it('shows the company, refuses an IBAN with wrong check digits at its field, and saves it as the server keeps it', async () => {
    const saved = { ...company, payout_account_holder: 'Split Riviera d.o.o.', payout_iban: 'HR1210010051863000160', payout_account_filled: true };
    const calls = stubApi({ 'GET /api/account/': jsonResponse(account), 'GET /api/company/': jsonResponse(company), 'POST /api/company/': jsonResponse(saved) });
    const { events } = renderWithProviders(<SettingsRoute />, { route: '/app/settings', user: makeUser({ is_driver: true, is_driver_admin: true }) });
    const form = await screen.findByRole('form', { name: 'Your company' });
    expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).value).toBe('Split Riviera Transfers');

    await events.type(within(form).getByLabelText('Account holder'), 'Split Riviera d.o.o.');
    await events.type(within(form).getByLabelText('IBAN'), 'HR12 1001 0051 8630 0016 1');
    await events.click(within(form).getByRole('button', { name: 'Save company' }));
    expect(await within(companyForm()).findByText(BANK_ACCOUNT_MESSAGES.iban)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await events.clear(within(form).getByLabelText('IBAN'));
    await events.type(within(form).getByLabelText('IBAN'), 'hr12 1001 0051 8630 0016 0');
    await events.click(within(form).getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText(OWN_COMPANY_SAVED)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ payout_account_holder: 'Split Riviera d.o.o.', payout_iban: 'hr12 1001 0051 8630 0016 0' });
    expect((within(form).getByLabelText('IBAN') as HTMLInputElement).value).toBe('HR1210010051863000160');
  });

  it('shows a plain agent neither an agency nor a company section', async () => {
    stubApi({ 'GET /api/account/': jsonResponse(account) });
    renderWithProviders(<SettingsRoute />, { route: '/app/settings', user: makeUser({ is_agent: true }) });
    expect(await screen.findByLabelText('Current password')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your company' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your agency' })).toBeNull();
  });
});

describe('Settings of an agency admin: the agency', { timeout: 15_000 }, () => {
  const agency: AgencyAdmin = {
    agency_id: 2,
    name: 'Adriatic Travel',
    commission_percent: 10,
    email: 'info@adriatic.example',
    phone: '',
    address: '',
    vat: '',
    is_active: true,
    agents_count: 2,
    admins_count: 1,
    created_at: '2030-05-01T08:00:00Z',
  };

  it('shows the agency without its commission, says a missing name, and saves name, address and VAT', async () => {
    const saved = { ...agency, address: 'Riva 2, Split', vat: 'HR98765432109' };
    const calls = stubApi({ 'GET /api/account/': jsonResponse(account), 'GET /api/agency/': jsonResponse(agency), 'POST /api/agency/': jsonResponse(saved) });
    const { events } = renderWithProviders(<SettingsRoute />, { route: '/app/settings', user: makeUser({ is_agent: true, is_agency_admin: true }) });
    const form = await screen.findByRole('form', { name: 'Your agency' });
    expect(within(form).queryByLabelText(/Commission/)).toBeNull();

    await events.clear(within(form).getByLabelText(/Agency name/));
    await events.click(within(form).getByRole('button', { name: 'Save agency' }));
    expect(await within(form).findByText(AGENCY_FORM_MESSAGES.name)).toBeTruthy();

    await events.type(within(form).getByLabelText(/Agency name/), 'Adriatic Travel');
    await events.type(within(form).getByLabelText('Address'), 'Riva 2, Split');
    await events.type(within(form).getByLabelText('VAT / OIB'), 'HR98765432109');
    await events.click(within(form).getByRole('button', { name: 'Save agency' }));
    expect(await screen.findByText(OWN_AGENCY_SAVED)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Adriatic Travel', email: 'info@adriatic.example', phone: '', address: 'Riva 2, Split', vat: 'HR98765432109' });
  });
});
