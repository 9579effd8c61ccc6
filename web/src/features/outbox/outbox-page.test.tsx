import { screen, within } from '@testing-library/react';
import type { OutboxMessage } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../test/render-with-providers.tsx';
import { OutboxPage } from './outbox-page.tsx';

/** A queued e-mail of a booking. */
const booking: OutboxMessage = {
  id: 1,
  to: 'chloe@example.net',
  subject: 'Your booking VZ-AAA111',
  text_body: 'Hello Chloe,\nyour trip is booked.',
  html_body: '<p>Hello Chloe,</p><p>your trip is <strong>booked</strong>.</p>',
  status: 'queued',
  attempts: 0,
  last_error: null,
  created_at: '2030-06-01T08:15:00.000Z',
  sent_at: null,
};
const transfer: OutboxMessage = {
  ...booking,
  id: 2,
  to: 'agent@example.com',
  subject: 'Bank transfer VZB-7',
  html_body: null,
  text_body: 'Please transfer €41.88.',
  status: 'failed',
  attempts: 3,
  last_error: 'Connection refused',
};

/** Answers GET /api/outbox/ with `count` messages in all, the page's items given; records the URLs. */
function stubApi(items: OutboxMessage[] | 'fail', { count = items.length, smtp = false } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      calls.push(url);
      if (items === 'fail') return jsonResponse({ detail: 'Down.' }, 500);
      return jsonResponse({ items, count: typeof count === 'number' ? count : items.length, smtp_configured: smtp });
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithProviders(<OutboxPage />, { route: '/app/outbox', user: makeUser({ is_staff: true }) });
}

describe('the Outbox screen', () => {
  it('lists the messages with their recipient, subject, status and date', async () => {
    const calls = stubApi([booking, transfer]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    expect(calls[0]).toBe('/api/outbox/?limit=20&offset=0');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['chloe@example.net', 'Your booking VZ-AAA111', 'Queued', 'June 1, 2030, 10:15'],
      ['agent@example.com', 'Bank transfer VZB-7', 'Failed', 'June 1, 2030, 10:15'],
    ]);
  });

  it('says messages are kept and not sent when no mail server is configured', async () => {
    stubApi([booking], { smtp: false });
    renderPage();
    expect(await screen.findByText('No mail server is configured: messages are kept here and not sent.')).toBeTruthy();
  });

  it('says nothing about the mail server when one is configured', async () => {
    stubApi([booking], { smtp: true });
    renderPage();
    await screen.findByRole('table', { name: 'Outbox' });
    expect(screen.queryByText(/No mail server is configured/)).toBeNull();
  });

  it('shows a message’s HTML in a frame with no rights, never in the page, and its plain text', async () => {
    const hostile: OutboxMessage = { ...booking, html_body: '<p>Hi <strong id="inside">Chloe</strong></p><script>parent.alert(1)</script>' };
    stubApi([hostile]);
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Your booking VZ-AAA111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your booking VZ-AAA111' });
    const frame = within(dialog).getByTitle('E-mail: Your booking VZ-AAA111');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(hostile.html_body);
    expect(document.getElementById('inside')).toBeNull();

    await events.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByTestId('outbox-text').textContent).toBe('Hello Chloe,\nyour trip is booked.');
    expect(within(dialog).getByText('Links that open an account or a trip show as [hidden]: only the recipient gets them.')).toBeTruthy();
  });

  it('shows a plain-text message, its attempts and its last error', async () => {
    stubApi([transfer]);
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Bank transfer VZB-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer VZB-7' });
    expect(within(dialog).queryByRole('tab', { name: 'HTML' })).toBeNull();
    expect(within(dialog).getByTestId('outbox-text').textContent).toBe('Please transfer €41.88.');
    expect(within(dialog).getByText('3 attempts')).toBeTruthy();
    expect(within(dialog).getByText('Connection refused')).toBeTruthy();
  });

  it('pages through the messages, newest first as the server sends them', async () => {
    const calls = stubApi([booking], { count: 45 });
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Page 3' }));
    await screen.findByRole('table', { name: 'Outbox' });
    expect(calls).toContain('/api/outbox/?limit=20&offset=40');
    expect(screen.getByText('45 messages')).toBeTruthy();
  });

  it('says when there are no messages, and when they cannot be loaded', async () => {
    stubApi([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('No e-mails yet.')).toBeTruthy();
    unmount();
    stubApi('fail');
    renderPage();
    expect(await screen.findByText('There was an error loading the outbox.')).toBeTruthy();
  });
});
