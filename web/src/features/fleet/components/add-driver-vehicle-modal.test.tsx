import { screen, waitFor, within } from '@testing-library/react';
import type { VehicleType } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { fleetKeys } from '../../../api/fleet/fleet-keys.ts';
import { AddDriverVehicleButton } from './add-driver-vehicle-modal.tsx';

const VEHICLE_TYPES: VehicleType[] = [
  { vehicle_type_id: 1, vehicle_type_name: 'Sedan', max_passengers: 3, comparable_to: '', price_per_km: 0.85, minimum_fare: 35, baggage_note: '', image: null },
  { vehicle_type_id: 3, vehicle_type_name: 'Van', max_passengers: 7, comparable_to: '', price_per_km: 1.1, minimum_fare: 45, baggage_note: '', image: null },
];

type CreateAnswer = { status: number; body: unknown };

/** Answers the vehicle types and the create call; records the bodies sent to it. */
function stubApi(answer: CreateAnswer = { status: 200, body: { driver_name: 'Ivan Kovač', driver_id: 41, vehicle_id: 77 } }) {
  const created: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/list_vehicle_types/') return jsonResponse(VEHICLE_TYPES);
      if (url === '/api/create_ad_hoc_driver/') {
        created.push(JSON.parse(String(init?.body)));
        return jsonResponse(answer.body, answer.status);
      }
      if (url === '/api/list_drivers' || url === '/api/list_vehicles') return jsonResponse([]);
      throw new Error(`unexpected call ${url}`);
    }),
  );
  return created;
}

function renderButton(onCreated = vi.fn()) {
  const rendered = renderWithProviders(<AddDriverVehicleButton onCreated={onCreated} />, { user: makeUser({ is_staff: true }) });
  return { ...rendered, onCreated };
}

type Events = ReturnType<typeof renderWithProviders>['events'];

async function openModal(events: Events) {
  await events.click(screen.getByRole('button', { name: 'Add New Driver & Vehicle' }));
  return screen.findByRole('dialog', { name: 'Add New Driver & Vehicle' });
}

async function choose(events: Events, dialog: HTMLElement, label: string, option: string) {
  await events.click(within(dialog).getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

/** Pastes instead of typing key by key: the same change events, a fraction of the time. */
async function enter(events: Events, dialog: HTMLElement, label: string, text: string) {
  await events.click(within(dialog).getByRole('textbox', { name: label }));
  await events.paste(text);
}

async function fillValidForm(events: Events, dialog: HTMLElement) {
  await enter(events, dialog, 'Driver name', '  Ivan Kovač ');
  await enter(events, dialog, 'Phone', '+385 91 234 5678');
  await choose(events, dialog, 'Vehicle type', 'Van (up to 7 passengers)');
  await choose(events, dialog, 'Color', 'Silver');
  await enter(events, dialog, 'Vehicle make', 'Mercedes-Benz');
  await enter(events, dialog, 'Vehicle model', 'Vito');
  await enter(events, dialog, 'License plate', 'ZG-1234-AB');
}

const submit = (events: Events, dialog: HTMLElement) => events.click(within(dialog).getByRole('button', { name: 'Create driver & vehicle' }));

// Each case fills a modal of eight fields through real pointer events: seconds, not milliseconds.
describe('AddDriverVehicleButton', { timeout: 15_000 }, () => {
  it('shows every message of spec section 5 for an empty form, and sends nothing', async () => {
    const created = stubApi();
    const { events } = renderButton();
    const dialog = await openModal(events);
    await submit(events, dialog);
    for (const message of [
      'Driver name is required',
      'Either phone or email is required',
      'Vehicle type is required',
      'Vehicle make is required',
      'Vehicle model is required',
      'License plate is required',
      'Color is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(created).toEqual([]);
  });

  it('says nothing when an empty field merely loses focus (a message would move the buttons under the pointer)', async () => {
    stubApi();
    const { events } = renderButton();
    const dialog = await openModal(events);
    await events.click(within(dialog).getByRole('textbox', { name: 'Driver name' }));
    await events.tab();
    expect(within(dialog).queryByText('Driver name is required')).toBeNull();
  });

  it('says "Invalid email format" for a malformed e-mail, and drops the phone-or-email message once one is typed', async () => {
    stubApi();
    const { events } = renderButton();
    const dialog = await openModal(events);
    await submit(events, dialog);
    expect(within(dialog).getByText('Either phone or email is required')).toBeTruthy();
    await enter(events, dialog, 'E-mail', 'ivan@');
    expect(within(dialog).queryByText('Either phone or email is required')).toBeNull();
    await submit(events, dialog);
    expect(within(dialog).getByText('Invalid email format')).toBeTruthy();
  });

  it('creates the driver and vehicle, toasts, refreshes the lists and hands the new ids to the form', async () => {
    const created = stubApi();
    const { events, onCreated, queryClient } = renderButton();
    queryClient.setQueryData(fleetKeys.drivers(), []);
    queryClient.setQueryData(fleetKeys.vehicles(), []);
    const dialog = await openModal(events);
    await fillValidForm(events, dialog);
    await submit(events, dialog);

    expect(await screen.findByText('Created driver: Ivan Kovač')).toBeTruthy();
    expect(created).toEqual([
      {
        driver_name: 'Ivan Kovač',
        phone: '+385 91 234 5678',
        email: '',
        vehicle_type_id: 3,
        vehicle_make: 'Mercedes-Benz',
        vehicle_model: 'Vito',
        license_plate: 'ZG-1234-AB',
        color: 'Silver',
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith({ driver_name: 'Ivan Kovač', driver_id: 41, vehicle_id: 77 });
    expect(queryClient.getQueryState(fleetKeys.drivers())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(fleetKeys.vehicles())?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the server\u2019s 422 messages on their fields, toasts the failure and keeps what was typed', async () => {
    stubApi({
      status: 422,
      body: { detail: [{ loc: ['body', 'license_plate'], msg: 'A vehicle with this license plate already exists.', type: 'value_error' }] },
    });
    const { events, onCreated } = renderButton();
    const dialog = await openModal(events);
    await fillValidForm(events, dialog);
    await submit(events, dialog);

    const toast = await screen.findByText('Failed to create ad-hoc driver');
    expect(within(toast.closest('.mantine-Notification-root') as HTMLElement).getByText('Error')).toBeTruthy();
    expect(within(dialog).getByText('A vehicle with this license plate already exists.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Driver name' }) as HTMLInputElement).value).toBe('  Ivan Kovač ');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('does not submit a form it is placed in (the trip form)', async () => {
    stubApi();
    // In the app the modal is portalled out of the trip form's DOM, but React still bubbles its
    // submit event up the component tree; a listener above the button stands for the trip form.
    const outerSubmit = vi.fn();
    const { events } = renderWithProviders(
      <div onSubmit={outerSubmit}>
        <AddDriverVehicleButton onCreated={() => {}} />
      </div>,
      { user: makeUser({ is_staff: true }) },
    );
    const dialog = await openModal(events);
    await fillValidForm(events, dialog);
    await submit(events, dialog);
    expect(await screen.findByText('Created driver: Ivan Kovač')).toBeTruthy();
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
