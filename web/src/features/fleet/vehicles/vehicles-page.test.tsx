import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { zagrebToday } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeVehicle, pngFile, stubFleetApi } from '../test/fleet-fixtures.ts';
import { NO_VEHICLES, VehiclesPage } from './vehicles-page.tsx';

const driverAdmin = makeUser({ is_driver: true, is_driver_admin: true });
const thisYear = Number(zagrebToday().slice(0, 4));
type Events = ReturnType<typeof renderWithProviders>['events'];

const addForm = () => screen.getByRole('region', { name: 'Add new vehicle' });
const fileInput = (name: string) => addForm().querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

async function enter(events: Events, label: string, text: string) {
  const input = within(addForm()).getByRole('textbox', { name: label });
  await events.clear(input);
  await events.click(input);
  await events.paste(text);
}

async function choose(events: Events, label: string, option: string) {
  await events.click(within(addForm()).getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

async function fillVehicle(events: Events) {
  await choose(events, 'Vehicle type', 'Van');
  await enter(events, 'Vehicle make', 'Mercedes-Benz');
  await enter(events, 'Vehicle model', 'Vito');
  await enter(events, 'License plate', ' ST-777-VZ ');
  await choose(events, 'Color', 'Silver');
  await enter(events, 'Production year', String(thisYear - 2));
  fireEvent.change(fileInput('photo_1'), { target: { files: [pngFile('front.png')] } });
  fireEvent.change(fileInput('photo_2'), { target: { files: [pngFile('side.png')] } });
}

const submit = (events: Events) => events.click(within(addForm()).getByRole('button', { name: 'Add vehicle' }));

describe('VehiclesPage', { timeout: 15_000 }, () => {
  it('lists the vehicles with make, model, plate, colour and approval', async () => {
    stubFleetApi({ lists: { '/api/vehicles/': [makeVehicle(), makeVehicle({ vehicle_id: 22, license_plate: 'ST-999-ZZ', is_approved: false })] } });
    renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    const waiting = (await screen.findByText('ST-999-ZZ')).closest('tr')!;
    expect(within(waiting).getByText('Waiting for approval')).toBeTruthy();
    const approved = screen.getByText('ST-123-AB').closest('tr')!;
    for (const text of ['Mercedes-Benz', 'Vito', 'Black', 'Van', '2021', 'Approved']) expect(within(approved).getByText(text)).toBeTruthy();
  });

  it('words a load failure as the spec does, and an empty list', async () => {
    stubFleetApi({ lists: { '/api/vehicles/': 'fail' } });
    const first = renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bummer')).toBeTruthy();
    expect(within(alert).getByText('There was an error with loading trips.')).toBeTruthy();
    first.unmount();

    stubFleetApi({ lists: { '/api/vehicles/': [] } });
    renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    expect(await screen.findByText(NO_VEHICLES)).toBeTruthy();
  });

  it('shows a plain driver the vehicles without the Add form or actions', async () => {
    stubFleetApi({ lists: { '/api/vehicles/': [makeVehicle()] } });
    renderWithProviders(<VehiclesPage />, { user: makeUser({ is_driver: true }) });
    expect(await screen.findByText('ST-123-AB')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add new vehicle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('shows every message of spec section 5 for an empty form, and sends nothing', async () => {
    const { sent } = stubFleetApi({ lists: { '/api/vehicles/': [] } });
    const { events } = renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    await screen.findByText(NO_VEHICLES);
    // The type starts as '1', Sedan, as the spec's form does.
    expect((within(addForm()).getByRole('combobox', { name: 'Vehicle type' }) as HTMLInputElement).value).toBe('Sedan');
    await submit(events);
    for (const message of [
      'Vehicle make is required.',
      'Vehicle model is required.',
      'License plate is required.',
      'Color is required.',
      'Production year is required.',
      'Photo 1 is required.',
      'Photo 2 is required.',
    ]) {
      expect(within(addForm()).getByText(message)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('bounds the production year with the spec’s messages', async () => {
    stubFleetApi({ lists: { '/api/vehicles/': [] } });
    const { events } = renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    await screen.findByText(NO_VEHICLES);
    await enter(events, 'Production year', String(thisYear - 16));
    await submit(events);
    expect(within(addForm()).getByText(`Production year must be at least ${thisYear - 15}.`)).toBeTruthy();
    await enter(events, 'Production year', String(thisYear + 1));
    await submit(events);
    expect(within(addForm()).getByText(`Production year must be older than ${thisYear}.`)).toBeTruthy();
  });

  it('sends the vehicle with its photos, toasts the spec’s words and reloads the list', async () => {
    const { sent, gets } = stubFleetApi({
      lists: { '/api/vehicles/': [] },
      post: () => jsonResponse(makeVehicle({ vehicle_id: 50, license_plate: 'ST-777-VZ', is_approved: false }), 201),
    });
    const { events } = renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    await screen.findByText(NO_VEHICLES);
    await fillVehicle(events);
    await submit(events);

    expect(await screen.findByText('Vehicle successfully created.')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/create_vehicle/',
        fields: {
          vehicle_type: '3',
          vehicle_make: 'Mercedes-Benz',
          vehicle_model: 'Vito',
          license_plate: 'ST-777-VZ',
          color: 'Silver',
          production_year: String(thisYear - 2),
        },
        files: { photo_1: 'front.png', photo_2: 'side.png' },
      },
    ]);
    await waitFor(() => expect(gets.filter((url) => url === '/api/vehicles/')).toHaveLength(2));
    // The form is empty again for the next vehicle, the colour too.
    expect((within(addForm()).getByRole('textbox', { name: 'License plate' }) as HTMLInputElement).value).toBe('');
    expect((within(addForm()).getByRole('combobox', { name: 'Color' }) as HTMLInputElement).value).toBe('');
  });

  it('toasts "Error with creating vehicle", shows the server’s message at its field and keeps what was entered', async () => {
    stubFleetApi({
      lists: { '/api/vehicles/': [] },
      post: () =>
        jsonResponse({ detail: [{ loc: ['body', 'license_plate'], msg: 'A vehicle with this license plate already exists.', type: 'value_error' }] }, 422),
    });
    const { events } = renderWithProviders(<VehiclesPage />, { user: driverAdmin });
    await screen.findByText(NO_VEHICLES);
    await fillVehicle(events);
    await submit(events);

    const toast = (await screen.findByText('Error with creating vehicle')).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(addForm()).getByText('A vehicle with this license plate already exists.')).toBeTruthy();
    expect((within(addForm()).getByRole('textbox', { name: 'License plate' }) as HTMLInputElement).value).toBe(' ST-777-VZ ');
    expect(within(addForm()).getByText('front.png')).toBeTruthy();
    expect(within(addForm()).getByText('side.png')).toBeTruthy();
  });
});
