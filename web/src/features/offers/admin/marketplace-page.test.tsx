import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeOfferedTrip } from '../test/offers-fixtures.ts';
import { MarketplacePage } from './marketplace-page.tsx';

const staff = makeUser({ is_staff: true });
const POLICY = { step_hours: [72, 48, 24], step_amount: '10.00', margin_floor_percent: 5, updated_at: '2030-05-01T08:00:00.000Z' };
const RECORD = {
  company_id: 10,
  company_name: 'Split Riviera Transfers',
  since: '2030-02-19T10:00:00.000Z',
  claims: 2,
  completions: 5,
  releases: 1,
  late_changes: 0,
  events: [
    { trip_id: 7, reference: 'VZ-REL007', kind: 'release', at: '2030-05-18T09:00:00.000Z', pickup_at: '2030-05-25T10:00:00.000Z' },
    { trip_id: 7, reference: 'VZ-REL007', kind: 'claim', at: '2030-05-10T09:00:00.000Z', pickup_at: '2030-05-25T10:00:00.000Z' },
  ],
};

type Answer = unknown | 'fail' | 'never';

function stubApi({ atRisk = [] as Answer, policy = POLICY as Answer, save = (body: unknown) => jsonResponse({ ...(body as object), updated_at: '2030-05-20T10:00:00.000Z' }) } = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const answer = (value: Answer) =>
    value === 'never' ? new Promise<Response>(() => {}) : value === 'fail' ? jsonResponse({ detail: 'Down.' }, 500) : jsonResponse(value);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url === '/api/offers_at_risk/') return answer(atRisk);
      if (url === '/api/offer_payout_policy/') return method === 'POST' ? save(body) : answer(policy);
      if (url.startsWith('/api/admin/companies/')) return jsonResponse({ count: 0, items: [] });
      if (url === '/api/company_marketplace_record/?company=10') return jsonResponse(RECORD);
      return jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

const render = (route = '/admin/marketplace') => renderWithProviders(<MarketplacePage />, { route, user: staff });

describe('the back office’s Marketplace', () => {
  it('lists the offers at risk, soonest first, each leading to its trip record', async () => {
    stubApi({ atRisk: [makeOfferedTrip({ trip_id: 41, can_open_trip: true, price__driver_gross: '190.50' })] });
    render();
    const table = await screen.findByRole('table', { name: 'Offers at risk' });
    const row = within(table).getByRole('link', { name: 'VZ-OFF041' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'VZ-OFF041' }).getAttribute('href')).toBe('/admin/trips/41');
    expect(row.textContent).toContain('June 14, 2030, 09:30');
    expect(row.textContent).toContain('Split → Dubrovnik');
    expect(row.textContent).toContain('€190.50');
  });

  it('says when no offer is at risk', async () => {
    stubApi({ atRisk: [] });
    render();
    expect(await screen.findByText('No offered trip is unclaimed within 48 hours of its pickup.')).toBeTruthy();
  });

  it('says when the offers at risk failed to load', async () => {
    stubApi({ atRisk: 'fail' });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error loading the offers at risk.');
  });

  it('shows the payout steps and saves them with the server’s checks', async () => {
    const calls = stubApi();
    const { events } = render('/admin/marketplace?tab=payout-steps');
    const hours = await screen.findByLabelText(/Steps \(hours before pickup\)/);
    expect((hours as HTMLInputElement).value).toBe('72, 48, 24');

    await events.clear(hours);
    await events.type(hours, '72, 72');
    await events.click(screen.getByRole('button', { name: 'Save payout steps' }));
    expect(await screen.findByText('Each step must be a different number of hours.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await events.clear(hours);
    await events.type(hours, '96, 24');
    await events.click(screen.getByRole('button', { name: 'Save payout steps' }));
    expect(await screen.findByText('Payout steps saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ step_hours: [96, 24], step_amount: '10.00', margin_floor_percent: 5 }]);
  });

  it('asks for a company first', async () => {
    stubApi();
    render('/admin/marketplace?tab=companies');
    expect(await screen.findByText('Choose a company to see its claims, completed trips, releases and late changes.')).toBeTruthy();
  });

  it('shows the chosen company’s claims, completed trips, releases and late changes (the company kept in the address)', async () => {
    stubApi();
    render('/admin/marketplace?tab=companies&company=10');

    const record = await screen.findByRole('region', { name: 'Marketplace record of Split Riviera Transfers' });
    await waitFor(() => expect(within(record).getByText('Claims').nextSibling?.textContent).toBe('2'));
    expect(within(record).getByText('Completed trips').nextSibling?.textContent).toBe('5');
    expect(within(record).getByText('Releases').nextSibling?.textContent).toBe('1');
    const rows = within(within(record).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Given back', 'Claimed']);
  });
});
