import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { gifFile, makeDriver, pngFile, stubFleetApi } from '../test/fleet-fixtures.ts';
import { DriversPage, NO_DRIVERS, OWN_RECORD_NOTE } from './drivers-page.tsx';

const driverAdmin = makeUser({ is_driver: true, is_driver_admin: true });
type Events = ReturnType<typeof renderWithProviders>['events'];

const addForm = () => screen.getByRole('region', { name: 'Add new driver' });
const fileInput = (name: string) => addForm().querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

/** Pastes instead of typing key by key: the same change events, a fraction of the time. */
async function enter(events: Events, label: string, text: string) {
  await events.click(within(addForm()).getByRole('textbox', { name: label }));
  await events.paste(text);
}

async function fillDriver(events: Events) {
  await enter(events, 'First name', ' Marko ');
  await enter(events, 'Last name', 'Babić');
  await enter(events, 'Phone', '+385 98 111 222');
  await enter(events, 'Hometown', 'Trogir');
  await enter(events, 'E-mail', 'marko@example.com');
  fireEvent.change(fileInput('driver_photo'), { target: { files: [pngFile('marko.png')] } });
}

const submit = (events: Events) => events.click(within(addForm()).getByRole('button', { name: 'Add driver' }));

describe('DriversPage', { timeout: 15_000 }, () => {
  it('lists the company’s drivers with their Trips bar, approval and Inactive badges', async () => {
    stubFleetApi({
      lists: {
        '/api/drivers/': [
          makeDriver({ driver_name: 'Ivan Kovač', stats: { pending_trips: 1, confirmed_trips: 2, completed_trips: 0, canceled_trips: 0 } }),
          makeDriver({ driver_id: 12, driver_name: 'Ana Perić', is_approved: false, is_active: false }),
        ],
      },
    });
    renderWithProviders(<DriversPage />, { user: driverAdmin });
    const ana = (await screen.findByText('Ana Perić')).closest('tr')!;
    expect(within(ana).getByText('Waiting for approval')).toBeTruthy();
    expect(within(ana).getByText('Inactive')).toBeTruthy();
    expect(within(ana).getByRole('button', { name: 'Reactivate Ana Perić' })).toBeTruthy();
    const ivan = screen.getByText('Ivan Kovač').closest('tr')!;
    expect(within(ivan).getByText('Approved')).toBeTruthy();
    expect(within(ivan).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['1 pending', '2 confirmed']);
    // A driver admin sees no company column: every driver is the company's own.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
  });

  it('says "No drivers yet." for an empty list, and the spec’s Bummer alert when it fails', async () => {
    stubFleetApi({ lists: { '/api/drivers/': [] } });
    const first = renderWithProviders(<DriversPage />, { user: driverAdmin });
    expect(await screen.findByText(NO_DRIVERS)).toBeTruthy();
    first.unmount();

    stubFleetApi({ lists: { '/api/drivers/': 'fail' } });
    renderWithProviders(<DriversPage />, { user: driverAdmin });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bummer')).toBeTruthy();
    expect(within(alert).getByText('There was an error with loading drivers.')).toBeTruthy();
  });

  it('shows a plain driver their own record, read-only, with no form', async () => {
    stubFleetApi({ lists: { '/api/drivers/': [makeDriver()] } });
    renderWithProviders(<DriversPage />, { user: makeUser({ is_driver: true }) });
    expect(await screen.findByText('Ivan Kovač')).toBeTruthy();
    expect(screen.getByText(OWN_RECORD_NOTE)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add new driver' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('shows the spec’s messages for an empty form and a photo that is not an image, and sends nothing', async () => {
    const { sent } = stubFleetApi({ lists: { '/api/drivers/': [] } });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await screen.findByText(NO_DRIVERS);
    await submit(events);
    for (const message of ['First name is required.', 'Last name is required.', 'Phone is required.', 'Hometown is required.', 'Invalid email format.']) {
      expect(within(addForm()).getByText(message)).toBeTruthy();
    }
    fireEvent.change(fileInput('driver_photo'), { target: { files: [gifFile('me.gif')] } });
    expect(await within(addForm()).findByText('File must bean image.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for the document a date belongs to', async () => {
    const { sent } = stubFleetApi({ lists: { '/api/drivers/': [] } });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await screen.findByText(NO_DRIVERS);
    await fillDriver(events);
    fireEvent.change(fileInput('licence_document'), { target: { files: [pngFile('licence.png')] } });
    await submit(events);
    expect(within(addForm()).getByText('Enter the last day this document is valid.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('takes a licence date typed as it is printed, DD.MM.YYYY, and sends it as the API’s date', async () => {
    const { sent } = stubFleetApi({ lists: { '/api/drivers/': [] }, post: () => jsonResponse(makeDriver({ driver_id: 30, is_approved: false }), 201) });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await screen.findByText(NO_DRIVERS);
    await fillDriver(events);
    fireEvent.change(fileInput('licence_document'), { target: { files: [pngFile('licence.png')] } });
    await events.type(within(addForm()).getByRole('textbox', { name: "Driver's licence: valid until" }), '31.12.2030');
    await events.keyboard('{Escape}');
    await submit(events);

    expect(await screen.findByText('Driver successfully created.')).toBeTruthy();
    expect(sent[0]?.fields['licence_expires_on']).toBe('2030-12-31');
    expect(sent[0]?.files['licence_document']).toBe('licence.png');
  });

  it('says how to type the date when what was typed is no date, an expired date when it has passed, and sends nothing', async () => {
    const { sent } = stubFleetApi({ lists: { '/api/drivers/': [] } });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await screen.findByText(NO_DRIVERS);
    await fillDriver(events);
    fireEvent.change(fileInput('licence_document'), { target: { files: [pngFile('licence.png')] } });
    fireEvent.change(fileInput('id_document'), { target: { files: [pngFile('id.png')] } });
    const licence = within(addForm()).getByRole('textbox', { name: "Driver's licence: valid until" });
    await events.type(licence, '31.02.2030');
    await events.type(within(addForm()).getByRole('textbox', { name: 'ID card or passport: valid until' }), '01.01.2020');
    await events.keyboard('{Escape}');
    await submit(events);

    expect(within(addForm()).getByText('Enter the date as DD.MM.YYYY, for example 31.12.2027, at most 20 years ahead.')).toBeTruthy();
    expect(within(addForm()).getByText('This document has already expired.')).toBeTruthy();
    // What was typed stays, to be corrected.
    expect((licence as HTMLInputElement).value).toBe('31.02.2030');
    expect(sent).toEqual([]);
  });

  it('sends driver_name as the two names joined with the photo, toasts, empties the form and reloads the list', async () => {
    const { sent, gets } = stubFleetApi({
      lists: { '/api/drivers/': [] },
      post: () => jsonResponse(makeDriver({ driver_id: 30, driver_name: 'Marko Babić', is_approved: false }), 201),
    });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await screen.findByText(NO_DRIVERS);
    await fillDriver(events);
    await submit(events);

    expect(await screen.findByText('Driver successfully created.')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/create_driver/',
        fields: { driver_name: 'Marko Babić', phone: '+385 98 111 222', hometown: 'Trogir', email: 'marko@example.com', whatsapp: '' },
        files: { driver_photo: 'marko.png' },
      },
    ]);
    await waitFor(() => expect(gets.filter((url) => url === '/api/drivers/')).toHaveLength(2));
    expect((within(addForm()).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s messages at their fields and keeps every value and the photo when the save fails', async () => {
    stubFleetApi({
      lists: { '/api/drivers/': [] },
      post: () =>
        jsonResponse(
          {
            detail: [
              { loc: ['body', 'driver_name'], msg: 'At most 200 characters.', type: 'value_error' },
              { loc: ['body', 'driver_photo'], msg: 'File must bean image.', type: 'value_error' },
            ],
          },
          422,
        ),
    });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await screen.findByText(NO_DRIVERS);
    await fillDriver(events);
    await submit(events);

    expect(await screen.findByText('Error with creating driver')).toBeTruthy();
    expect(within(addForm()).getByText('At most 200 characters.')).toBeTruthy();
    expect(within(addForm()).getByText('File must bean image.')).toBeTruthy();
    expect((within(addForm()).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(' Marko ');
    expect((within(addForm()).getByRole('textbox', { name: 'Hometown' }) as HTMLInputElement).value).toBe('Trogir');
    expect(within(addForm()).getByText('marko.png')).toBeTruthy();
  });

  it('gives staff the company column, filter and a required company in the form', async () => {
    const { sent } = stubFleetApi({
      lists: {
        '/api/drivers/': [makeDriver(), makeDriver({ driver_id: 40, driver_name: 'Luka Novak', company: 2, company__company_name: 'Ljubljana Drive' })],
        '/api/vehicles/': [],
        // The company filter's options: the back office's company list.
        '/api/admin/companies/?limit=100&offset=0': { items: [], count: 0 },
      },
    });
    const { events } = renderWithProviders(<DriversPage />, { user: makeUser({ is_staff: true }) });
    const luka = (await screen.findByText('Luka Novak')).closest('tr')!;
    expect(within(luka).getByText('Ljubljana Drive')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    await fillDriver(events);
    await submit(events);
    expect(within(addForm()).getByText('Choose the company.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('edits a driver in a modal, saying what sends it back to approval, and sends only what the form holds', async () => {
    const { sent } = stubFleetApi({
      lists: { '/api/drivers/': [makeDriver()] },
      post: () => jsonResponse(makeDriver({ hometown: 'Solin', is_approved: false })),
    });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await events.click(await screen.findByRole('button', { name: 'Edit Ivan Kovač' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ivan Kovač' });
    expect(within(dialog).getByText(/sends the driver back to waiting for approval/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Kovač');
    const hometown = within(dialog).getByRole('textbox', { name: 'Hometown' });
    await events.clear(hometown);
    await events.paste('Solin');
    await events.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Ivan Kovač saved: waiting for approval again.')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/update_driver/11/',
        fields: { driver_name: 'Ivan Kovač', phone: '+385911234567', hometown: 'Solin', email: 'ivan@example.com', whatsapp: '' },
        files: {},
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates a driver after asking, and reactivates one at once', async () => {
    const { sent } = stubFleetApi({
      lists: { '/api/drivers/': [makeDriver(), makeDriver({ driver_id: 12, driver_name: 'Ana Perić', is_active: false })] },
      post: (url) => jsonResponse(makeDriver({ driver_id: url.includes('/12/') ? 12 : 11 })),
    });
    const { events } = renderWithProviders(<DriversPage />, { user: driverAdmin });
    await events.click(await screen.findByRole('button', { name: 'Deactivate Ivan Kovač' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ivan Kovač?' });
    await events.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ivan Kovač is deactivated.')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Reactivate Ana Perić' }));
    expect(await screen.findByText('Ana Perić is active again.')).toBeTruthy();
    expect(sent.map((form) => form.url)).toEqual(['/api/set_driver_active/11/', '/api/set_driver_active/12/']);
  });
});
