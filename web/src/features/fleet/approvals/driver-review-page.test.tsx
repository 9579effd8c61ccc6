import { screen, waitFor, within } from '@testing-library/react';
import type { DriverReview } from '@vozimo/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeDriver } from '../test/fleet-fixtures.ts';
import { DriverReviewPage } from './driver-review-page.tsx';

const REVIEW_URL = '/api/admin/driver_approvals/11/';
const review = (changes: Partial<DriverReview>): DriverReview => ({
  ...makeDriver({ is_approved: false, is_assignable: false }),
  created_at: '2030-05-20T08:00:00Z',
  updated_at: '2030-05-20T08:00:00Z',
  reviewed_at: null,
  version: 1,
  ...changes,
});
const APPROVED_FIRST = review({ is_approved: true, is_assignable: true, reviewed_at: '2030-05-20T12:05:00Z', version: 2 });
const REFUSAL = 'Ana Horvat already approved this driver at 14:05.';

/**
 * The review page over an API where another staff member approved the driver just after the page
 * read it: the first read answers the waiting driver, every later one the approved driver, and
 * each decision is refused (409) as the server refuses a decision on a version that is gone.
 */
function stubDecidedMeanwhile() {
  const reads: string[] = [];
  const decisions: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET') {
        if (url !== REVIEW_URL) throw new Error(`unexpected call ${url}`);
        reads.push(url);
        return jsonResponse(reads.length === 1 ? review({}) : APPROVED_FIRST);
      }
      decisions.push({ url, body: JSON.parse(String(init?.body)) });
      return jsonResponse({ detail: REFUSAL }, 409);
    }),
  );
  return { reads, decisions };
}

/** Staff open the waiting driver's review page, whose decisions the API will refuse. */
async function openWaitingDriver() {
  const api = stubDecidedMeanwhile();
  const { events } = renderWithProviders(
    <Routes>
      <Route path="/admin/approvals/drivers/:driverId" element={<DriverReviewPage />} />
    </Routes>,
    { route: '/admin/approvals/drivers/11', user: makeUser({ is_staff: true }) },
  );
  expect(await screen.findByText('Waiting for approval')).toBeTruthy();
  return { ...api, events };
}

describe('DriverReviewPage when another staff member decided first', { timeout: 15_000 }, () => {
  it('sends the version it shows; the approval dialog keeps the refusal and the page reads the driver again', async () => {
    const { reads, decisions, events } = await openWaitingDriver();

    await events.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Ivan Kovač?' });
    await events.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(REFUSAL);
    expect(decisions).toEqual([{ url: '/api/admin/drivers/11/approve/', body: { version: 1 } }]);
    // Behind the dialog, the driver as the first decision left it.
    await waitFor(() => expect(reads.length).toBe(2));
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Approve Ivan Kovač?' })).toBeTruthy();
  });

  it('keeps the refusal in the rejection dialog, with the reason written', async () => {
    const { reads, decisions, events } = await openWaitingDriver();

    await events.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Ivan Kovač' });
    await events.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await events.paste('The licence photo is blurred.');
    await events.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(REFUSAL);
    expect(decisions).toEqual([{ url: '/api/admin/drivers/11/reject/', body: { reason: 'The licence photo is blurred.', version: 1 } }]);
    await waitFor(() => expect(reads.length).toBe(2));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveProperty('value', 'The licence photo is blurred.');
  });
});
