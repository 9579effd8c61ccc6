import { screen, waitFor, within } from '@testing-library/react';
import type { AdminVehicleType } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { VehicleTypesPage } from './vehicle-types-page.tsx';

const type = (values: Partial<AdminVehicleType>): AdminVehicleType => ({
  vehicle_type_id: 1,
  vehicle_type_name: 'Sedan',
  max_passengers: 3,
  comparable_to: 'Škoda Superb',
  baggage_note: '',
  price_per_km: 1.2,
  minimum_fare: 40,
  image: null,
  is_active: true,
  is_protected: true,
  ...values,
});

const minibus = type({ vehicle_type_id: 3, vehicle_type_name: 'Minibus', max_passengers: 15, is_protected: false });
const limo = type({ vehicle_type_id: 4, vehicle_type_name: 'Limousine', is_protected: false, is_active: false });

/** The list, and set_active answering with `answer` (a status other than 200 fails). */
function stubApi(answer: { status: number; body: unknown }) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse({ count: 3, items: [type({}), minibus, limo] });
      posts.push({ url, body: JSON.parse(String(init?.body)) });
      return jsonResponse(answer.body, answer.status);
    }),
  );
  return posts;
}

describe('VehicleTypesPage', () => {
  it('lists the types; Sedan and Van cannot be retired; retiring asks first and says so', async () => {
    const posts = stubApi({ status: 200, body: { ...minibus, is_active: false } });
    const { events } = renderWithProviders(<VehicleTypesPage />, { user: makeUser({ is_staff: true }) });
    const sedan = (await screen.findByText('Sedan')).closest('tr')!;
    expect(within(sedan).getByRole('button', { name: 'Edit Sedan' })).toBeTruthy();
    expect(within(sedan).queryByRole('button', { name: /Retire/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bring back Limousine' })).toBeTruthy();
    expect(screen.getByText('3 vehicle types')).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'Retire Minibus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Minibus?' });
    await events.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Minibus is retired.')).toBeTruthy();
    expect(posts).toEqual([{ url: '/api/admin/vehicle_types/3/set_active/', body: { is_active: false } }]);
  });

  it('says "Failed to reactivate …" with the server’s reason when bringing one back fails', async () => {
    stubApi({ status: 409, body: { detail: 'Another change came first.' } });
    const { events } = renderWithProviders(<VehicleTypesPage />, { user: makeUser({ is_staff: true }) });
    await events.click(await screen.findByRole('button', { name: 'Bring back Limousine' }));
    await waitFor(() => expect(screen.getByText('Failed to reactivate Limousine.')).toBeTruthy());
    expect(screen.getByText('Another change came first.')).toBeTruthy();
  });
});
