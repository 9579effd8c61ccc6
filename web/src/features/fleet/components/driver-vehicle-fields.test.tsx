import { screen, waitFor, within } from '@testing-library/react';
import type { DriverOption, VehicleOption } from '@vozimo/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { DriverVehicleFields, type DriverVehicleValue } from './driver-vehicle-fields.tsx';

const DRIVERS: DriverOption[] = [
  { driver_id: 1, driver_name: 'Ante Babić', company: 10, company__company_name: 'Split Riviera Transfers' },
  { driver_id: 2, driver_name: 'Marko Perić', company: 10, company__company_name: 'Split Riviera Transfers' },
  { driver_id: 3, driver_name: 'Luka Novak', company: 20, company__company_name: 'Ljubljana Drive' },
];

const vehicle = (id: number, company: number, driver: number | null, make: string, model: string, plate: string): VehicleOption => ({
  vehicle_id: id,
  vehicle_make: make,
  vehicle_model: model,
  color: 'Black',
  license_plate: plate,
  company,
  vehicle_type__vehicle_type_name: 'Sedan',
  driver,
  vehicle_type: 1,
});

const VEHICLES: VehicleOption[] = [
  vehicle(100, 10, 1, 'Škoda', 'Superb', 'ST-1111-AA'),
  vehicle(101, 10, 2, 'Mercedes-Benz', 'E-Class', 'ST-2222-BB'),
  vehicle(200, 20, 3, 'Volkswagen', 'Passat', 'LJ-33-CCC'),
];

function stubLists({ drivers = 'ok', vehicles = 'ok' }: { drivers?: 'ok' | 'fail'; vehicles?: 'ok' | 'fail' } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === '/api/list_drivers') return drivers === 'ok' ? jsonResponse(DRIVERS) : jsonResponse({ detail: 'boom' }, 500);
      if (url === '/api/list_vehicles') return vehicles === 'ok' ? jsonResponse(VEHICLES) : jsonResponse({ detail: 'boom' }, 500);
      throw new Error(`unexpected call ${url}`);
    }),
  );
}

/** The fields as a form holds them: controlled, every change recorded. */
function Harness({ initial, changes }: { initial: DriverVehicleValue; changes: DriverVehicleValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DriverVehicleFields
      {...value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const staff = makeUser({ is_staff: true });
const driverInput = () => screen.getByRole('combobox', { name: 'Driver' });
const vehicleInput = () => screen.getByRole('combobox', { name: 'Vehicle' });

async function openOptions(events: ReturnType<typeof renderWithProviders>['events'], input: HTMLElement) {
  await events.click(input);
  return screen.findByRole('listbox');
}

describe('DriverVehicleFields', () => {
  it('keeps the vehicle disabled until a driver is chosen', async () => {
    stubLists();
    renderWithProviders(<Harness initial={{ driverId: null, vehicleId: null }} changes={[]} />, { user: staff });
    await waitFor(() => expect(vehicleInput()).toHaveProperty('disabled', true));
    expect(vehicleInput().getAttribute('placeholder')).toBe('Choose a driver first');
  });

  it('lists the chosen driver\u2019s company\u2019s vehicles, the ones it drives first, labelled make, model, plate, colour and type', async () => {
    stubLists();
    const { events } = renderWithProviders(<Harness initial={{ driverId: 2, vehicleId: null }} changes={[]} />, { user: staff });
    await waitFor(() => expect((driverInput() as HTMLInputElement).value).toBe('Marko Perić · Split Riviera Transfers'));
    const listbox = await openOptions(events, vehicleInput());
    const options = within(listbox).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Mercedes-Benz E-Class · ST-2222-BB (Black, Sedan)', 'Škoda Superb · ST-1111-AA (Black, Sedan)']);
    expect(within(listbox).getByText('Usually driven by Marko Perić')).toBeTruthy();
    expect(within(listbox).getByText('Other vehicles of Split Riviera Transfers')).toBeTruthy();
  });

  it('clears the vehicle when the driver changes', async () => {
    stubLists();
    const changes: DriverVehicleValue[] = [];
    const { events } = renderWithProviders(<Harness initial={{ driverId: 1, vehicleId: 100 }} changes={changes} />, { user: staff });
    await waitFor(() => expect((vehicleInput() as HTMLInputElement).value).toBe('Škoda Superb · ST-1111-AA (Black, Sedan)'));

    const listbox = await openOptions(events, driverInput());
    await events.click(within(listbox).getByRole('option', { name: 'Luka Novak · Ljubljana Drive' }));

    expect(changes.at(-1)).toEqual({ driverId: 3, vehicleId: null });
    await waitFor(() => expect((vehicleInput() as HTMLInputElement).value).toBe(''));
    const vehicles = await openOptions(events, vehicleInput());
    expect(within(vehicles).getAllByRole('option').map((o) => o.textContent)).toEqual(['Volkswagen Passat · LJ-33-CCC (Black, Sedan)']);
    await events.click(within(vehicles).getByRole('option', { name: /Volkswagen Passat/ }));
    expect(changes.at(-1)).toEqual({ driverId: 3, vehicleId: 200 });
  });

  it('shows the spec\u2019s messages when the lists cannot be fetched', async () => {
    stubLists({ drivers: 'fail', vehicles: 'fail' });
    renderWithProviders(<Harness initial={{ driverId: null, vehicleId: null }} changes={[]} />, { user: staff });
    expect(await screen.findByText('Failed to fetch drivers')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch vehicles')).toBeTruthy();
  });

  it('shows validation messages from the form over the list state', async () => {
    stubLists();
    renderWithProviders(
      <DriverVehicleFields driverId={1} vehicleId={null} onChange={() => {}} errors={{ vehicle: 'Choose both a driver and a vehicle.' }} />,
      { user: staff },
    );
    expect(await screen.findByText('Choose both a driver and a vehicle.')).toBeTruthy();
  });

  it('keeps showing a chosen driver that is no longer on the list', async () => {
    stubLists();
    renderWithProviders(<Harness initial={{ driverId: 99, vehicleId: null }} changes={[]} />, { user: staff });
    await waitFor(() => expect((driverInput() as HTMLInputElement).value).toBe('Unavailable driver (#99)'));
  });
});
